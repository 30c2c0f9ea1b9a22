import { routePath } from '@bp/contract/routes';

/** The portals that show appeals to claimants. */
export type AppealPortal = 'member' | 'provider';

/** Paths of a portal's appeal pages and of the claims an appeal refers to. */
export function appealPaths(portal: AppealPortal) {
  return {
    list: () => routePath(`${portal}.appeals`),
    details: (appealId: number) =>
      routePath(`${portal}.appealDetails`, { appealId: String(appealId) }),
    /** A claim's page: the member's claim details, or the provider's claim of the member. */
    claim: (claim: string, memberId: string) =>
      portal === 'member'
        ? routePath('member.claimDetails', { claimNumber: claim })
        : routePath('provider.claimItemDetails', { id: memberId, claimId: claim }),
  };
}
