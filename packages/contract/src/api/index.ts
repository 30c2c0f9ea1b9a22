import type { EndpointDef } from './endpoint.js';
import * as auth from './auth.js';
import * as members from './members.js';
import * as claims from './claims.js';
import * as coverage from './coverage.js';
import * as groups from './groups.js';
import * as providers from './providers.js';
import * as accounts from './accounts.js';
import * as accountSettings from './account-settings.js';
import * as rolesPermissions from './roles-permissions.js';
import * as calltrack from './calltrack.js';
import * as memos from './memos.js';
import * as content from './content.js';
import * as downloads from './downloads.js';
import * as cards from './cards.js';
import * as precerts from './precerts.js';
import * as letters from './letters.js';
import * as enrollments from './enrollments.js';
import * as edi from './edi.js';
import * as household from './household.js';
import * as checkrun from './checkrun.js';
import * as finance from './finance.js';
import * as mrf from './mrf.js';
import * as sso from './sso.js';
import * as conversations from './conversations.js';
import * as conversationRequests from './conversation-requests.js';
import * as providerVerification from './provider-verification.js';
import * as compliance from './compliance.js';
import * as confidentialContact from './confidential-contact.js';
import * as twoStep from './two-step.js';
import * as appeals from './appeals.js';
import * as patientAccess from './patient-access.js';

/**
 * The API catalogue: every call of spec §7 as one descriptor (docs/decisions.md).
 * Use a descriptor by name (`memberProfileGet`), through its file's namespace (`membersApi.memberProfileGet`),
 * or by id with `endpointById('members.profile')`.
 */
export * as authApi from './auth.js';
export * as membersApi from './members.js';
export * as claimsApi from './claims.js';
export * as coverageApi from './coverage.js';
export * as groupsApi from './groups.js';
export * as providersApi from './providers.js';
export * as accountsApi from './accounts.js';
export * as accountSettingsApi from './account-settings.js';
export * as rolesPermissionsApi from './roles-permissions.js';
export * as calltrackApi from './calltrack.js';
export * as memosApi from './memos.js';
export * as contentApi from './content.js';
export * as downloadsApi from './downloads.js';
export * as cardsApi from './cards.js';
export * as precertsApi from './precerts.js';
export * as lettersApi from './letters.js';
export * as enrollmentsApi from './enrollments.js';
export * as ediApi from './edi.js';
export * as householdApi from './household.js';
export * as checkrunApi from './checkrun.js';
export * as financeApi from './finance.js';
export * as mrfApi from './mrf.js';
export * as ssoApi from './sso.js';
export * as conversationsApi from './conversations.js';
export * as conversationRequestsApi from './conversation-requests.js';
export * as providerVerificationApi from './provider-verification.js';
export * as complianceApi from './compliance.js';
export * as confidentialContactApi from './confidential-contact.js';
export * as twoStepApi from './two-step.js';
export * as appealsApi from './appeals.js';
export * as patientAccessApi from './patient-access.js';

export { accessAllows, type Caller } from './access.js';
export * from './auth.js';
export * from './members.js';
export * from './claims.js';
export * from './coverage.js';
export * from './groups.js';
export * from './providers.js';
export * from './accounts.js';
export * from './account-settings.js';
export * from './roles-permissions.js';
export * from './calltrack.js';
export * from './memos.js';
export * from './content.js';
export * from './downloads.js';
export * from './cards.js';
export * from './precerts.js';
export * from './letters.js';
export * from './enrollments.js';
export * from './edi.js';
export * from './household.js';
export * from './checkrun.js';
export * from './finance.js';
export * from './mrf.js';
export * from './sso.js';
export * from './conversations.js';
export * from './conversation-requests.js';
export * from './provider-verification.js';
export * from './compliance.js';
export * from './confidential-contact.js';
export * from './two-step.js';
export * from './appeals.js';
export * from './patient-access.js';

function isEndpointDef(v: unknown): v is EndpointDef {
  if (typeof v !== 'object' || v === null) return false;
  const d = v as Partial<EndpointDef>;
  return (
    typeof d.id === 'string' &&
    typeof d.method === 'string' &&
    typeof d.path === 'string' &&
    d.access !== undefined
  );
}

const MODULES: readonly Record<string, unknown>[] = [
  auth,
  members,
  claims,
  coverage,
  groups,
  providers,
  accounts,
  accountSettings,
  rolesPermissions,
  calltrack,
  memos,
  content,
  downloads,
  cards,
  precerts,
  letters,
  enrollments,
  edi,
  household,
  checkrun,
  finance,
  mrf,
  sso,
  conversations,
  conversationRequests,
  providerVerification,
  compliance,
  confidentialContact,
  twoStep,
  appeals,
  patientAccess,
];

/** Every endpoint of the catalogue, in module order. */
export const ENDPOINTS: readonly EndpointDef[] = MODULES.flatMap((m) =>
  Object.values(m).filter(isEndpointDef),
);

const byId = new Map<string, EndpointDef>(ENDPOINTS.map((e) => [e.id, e]));

/** The endpoint with an id, or undefined. */
export function endpointById(id: string): EndpointDef | undefined {
  return byId.get(id);
}
