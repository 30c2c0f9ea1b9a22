import { routePath } from '@bp/contract/routes';
import type { EnrollmentPaths } from '../../shared/enrollment-pages';

/** Paths of the admin options and utilities pages (catalogue names `admin.*`). */
export const adminOptionsPaths = {
  claimSearch: () => routePath('admin.globalClaimSearch'),
  claim: (memberId: string, fullClaimNumber: string) =>
    routePath('admin.claimItemDetails', { id: memberId, claimId: fullClaimNumber }),
  checkSearch: () => routePath('admin.checkSearch'),
  callTrack: () => routePath('admin.callTrack'),
  newCall: () => routePath('admin.trackNewCall'),
  call: (callNo: number, updated = false) =>
    routePath('admin.trackNewCall', {
      callNo: String(callNo),
      updated: updated ? 'updated' : undefined,
    }),
  letters: () => routePath('admin.lettersSearch'),
  letter: (letterNumber: number) =>
    routePath('admin.letterDetails', { letterNumber: String(letterNumber) }),
};

/** The staff claim page of a claim row (member id and full claim number). */
export const staffClaimPathOf = (c: { memberId: string; fullClaimNumber: string }) =>
  adminOptionsPaths.claim(c.memberId, c.fullClaimNumber);

/** Paths of the admin enrollment pages. */
export const ADMIN_ENROLLMENT_PATHS: EnrollmentPaths = {
  search: () => routePath('admin.enrollmentSearch'),
  details: (id) => routePath('admin.enrollmentDetails', { id: String(id) }),
  newEnrollment: () => routePath('admin.newEnrollment'),
  member: (memberId) => routePath('admin.memberProfile', { id: memberId }),
};
