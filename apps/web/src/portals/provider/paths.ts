import { routePath } from '@bp/contract/routes';

/** Paths of the provider portal's member pages (the `:id` of member-profile is the member id). */
export const providerPaths = {
  profile: (memberId: string) => routePath('provider.memberProfileDetails', { id: memberId }),
  claims: (memberId: string) => routePath('provider.memberProfileClaims', { id: memberId }),
  claim: (memberId: string, fullClaimNumber: string) =>
    routePath('provider.claimDetails', { id: memberId, claimId: fullClaimNumber }),
  claimItem: (memberId: string, fullClaimNumber: string) =>
    routePath('provider.claimItemDetails', { id: memberId, claimId: fullClaimNumber }),
  documents: (memberId: string) => routePath('provider.documents', { id: memberId }),
  newPrecert: (memberId: string) => routePath('provider.newPreCertification', { id: memberId }),
  precerts: () => routePath('provider.providerPreCertification'),
  search: () => routePath('provider.memberSearch'),
};
