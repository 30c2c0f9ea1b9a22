import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  demoChange,
  demoChangeList,
  demoChangeReview,
  enrollmentApprove,
  enrollmentCreate,
  enrollmentGet,
  enrollmentGetForm,
  enrollmentList,
  enrollmentReject,
  type Enrollment,
} from '@bp/contract/api/enrollments';
import { memberProfileGet } from '@bp/contract/api/members';
import { DEFAULT_PAGE_SIZE } from '@bp/contract/constants';
import type { z } from 'zod';
import { callApi } from '../../lib/api';
import { saveFile } from '../../lib/save-file';

export type EnrollmentCriteria = Omit<
  z.input<typeof enrollmentList.body>,
  'pageNumber' | 'itemsPerPage'
>;

/** POST Enrollments/List: one page (20) of the enrollment form search, newest first. */
export function useEnrollmentSearch(criteria: EnrollmentCriteria | null, page: number) {
  return useQuery({
    queryKey: ['enrollments', 'page', criteria, page],
    queryFn: ({ signal }) =>
      callApi(enrollmentList, {
        body: { ...criteria, pageNumber: page, itemsPerPage: DEFAULT_PAGE_SIZE },
        signal,
      }),
    enabled: criteria !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET Enrollments/Get. */
export function useEnrollment(enrollmentId: number) {
  return useQuery({
    queryKey: ['enrollments', 'detail', enrollmentId],
    queryFn: ({ signal }) => callApi(enrollmentGet, { query: { enrollmentId }, signal }),
    enabled: Number.isInteger(enrollmentId) && enrollmentId > 0,
    retry: false,
  });
}

/** POST Enrollments/Create. */
export function useCreateEnrollment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof enrollmentCreate.body>) =>
      callApi(enrollmentCreate, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['enrollments', 'page'] }),
  });
}

/** POST Enrollments/Approve or Reject: the answer replaces the cached enrollment. */
export function useProcessEnrollment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      v:
        | { kind: 'approve'; enrollmentId: number }
        | { kind: 'reject'; enrollmentId: number; reason: string },
    ): Promise<Enrollment> =>
      v.kind === 'approve'
        ? callApi(enrollmentApprove, { body: { enrollmentId: v.enrollmentId } })
        : callApi(enrollmentReject, { body: { enrollmentId: v.enrollmentId, reason: v.reason } }),
    onSuccess: (e) => {
      client.setQueryData(['enrollments', 'detail', e.enrollmentId], e);
      void client.invalidateQueries({ queryKey: ['enrollments', 'page'] });
    },
  });
}

/** GET Enrollments/GetForm: the form as a PDF (the reader's language), saved as enrollment-{id}.pdf. */
export function useEnrollmentForm() {
  return useMutation({
    mutationFn: async (enrollmentId: number) => {
      const blob = await callApi(enrollmentGetForm, { query: { enrollmentId } });
      saveFile(blob, `enrollment-${enrollmentId}.pdf`);
    },
  });
}

/** POST OnlineEnrollments/DemoChange. */
export function useSubmitDemoChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof demoChange.body>) => callApi(demoChange, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['demo-changes'] }),
  });
}

/** POST OnlineEnrollments/DemoChange/List: the staff review list, oldest waiting first. */
export function useDemoChanges(
  status: 'Submitted' | 'Approved' | 'Rejected',
  page: number,
  enabled = true,
) {
  return useQuery({
    queryKey: ['demo-changes', status, page],
    queryFn: ({ signal }) =>
      callApi(demoChangeList, {
        body: { status, pageNumber: page, itemsPerPage: DEFAULT_PAGE_SIZE },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** POST OnlineEnrollments/DemoChange/Review. */
export function useReviewDemoChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof demoChangeReview.body>) =>
      callApi(demoChangeReview, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['demo-changes'] }),
  });
}

/** GET Member/Profile: the signed-in member's contact details on file, to start a change from. */
export function useOwnContact() {
  return useQuery({
    queryKey: ['members', 'profile', 'own'],
    queryFn: ({ signal }) => callApi(memberProfileGet, { signal }),
  });
}
