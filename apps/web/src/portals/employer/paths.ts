import { routePath } from '@bp/contract/routes';

/** Paths of the employer portal's member and group pages (the `:id` of member-profile is the member id). */
export const employerPaths = {
  details: (id: string) => routePath('employer.memberProfileDetails', { id }),
  claims: (id: string) => routePath('employer.memberProfileClaims', { id }),
  contactUpdate: (id: string) => routePath('employer.updateInfo', { id, name: 'contact' }),
  claim: (id: string, fullClaimNumber: string) =>
    routePath('employer.claimDetails', { id, claimId: fullClaimNumber }),
  groupProfile: (groupNumber: number) =>
    routePath('employer.groupProfile', { groupNumber: String(groupNumber) }),
  documents: () => routePath('employer.documents'),
  dashboard: () => routePath('employer.dashboard'),
};
