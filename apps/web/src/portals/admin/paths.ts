import { routePath } from '@bp/contract/routes';

/** Paths of the admin portal's member pages (the `:id` of member-profile is the member id). */
export const adminPaths = {
  search: () => routePath('admin.memberSearch'),
  details: (id: string) => routePath('admin.memberProfileDetails', { id }),
  claims: (id: string) => routePath('admin.memberProfileClaims', { id }),
  claim: (id: string, fullClaimNumber: string) =>
    routePath('admin.claimDetails', { id, claimId: fullClaimNumber }),
  memo: (id: string) => routePath('admin.memberProfileMemo', { id }),
  documents: (id: string) => routePath('admin.documents', { id }),
  termination: (id: string) => routePath('admin.memberTermination', { id }),
  certificate: (id: string) => routePath('admin.requestCertificateCoverage', { id }),
  idCard: (id: string) => routePath('admin.requestIdCard', { id }),
  updateInfo: (id: string, name: UpdateInfoKind) => routePath('admin.updateInfo', { id, name }),
  precerts: (id: string) => routePath('admin.memberPreCertification', { id }),
  newPrecert: (id: string) => routePath('admin.newPreCertification', { id }),
  conversations: (id: string) => routePath('admin.conversationHistory', { id }),
  letters: (id: string) => routePath('admin.memberLetterHistory', { id }),
  letter: (id: string, letterNumber: number) =>
    routePath('admin.memberLetterDetails', { id, letterNumber: String(letterNumber) }),
};

/** The `:name` of update-info: a location (division) change or a contact information update. */
export type UpdateInfoKind = 'location' | 'contact';
export const UPDATE_INFO_KINDS: readonly UpdateInfoKind[] = ['location', 'contact'];
