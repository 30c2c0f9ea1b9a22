/**
 * What the shared group pages need of the portal they are shown in (admin or employer): the paths of
 * the group pages and of a member's profile, and which of those pages this user may open. The portal
 * builds it (portals/shared/group-portal.ts), so the feature stays free of routing knowledge.
 */
export interface GroupPortal {
  portal: 'admin' | 'employer';
  paths: {
    listing: () => string;
    subListing: (masterGroupNumber: number) => string;
    profile: (groupNumber: number) => string;
    members: (groupNumber: number) => string;
    rights: (groupNumber: number) => string;
    memberProfile: (memberId: string) => string;
  };
  may: {
    listing: boolean;
    subListing: boolean;
    members: boolean;
    rights: boolean;
    memberProfile: boolean;
    /** Change the settings and logo (staff with a writable Group Account Setup). */
    update: boolean;
    /** See the finance settings (staff with Finance Admin, Finance or Group Finance). */
    financing: boolean;
  };
}
