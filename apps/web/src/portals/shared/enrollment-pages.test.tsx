import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { permissionId } from '@bp/contract/permissions';
import { loadAllTranslations } from '../../i18n';
import { queryClient } from '../../lib/query-client';
import { axeViolations, renderSignedIn } from '../../test/render';
import type { Recorded } from '../../test/fake-fetch';
import { EnrollmentSearchPage, NewEnrollmentPage, type EnrollmentPaths } from './enrollment-pages';

/** The enrollment pages (issue 29): the group fields search the caller's enrolling groups on the server. */

afterEach(() => {
  queryClient.clear();
  localStorage.clear();
});
vi.setConfig({ testTimeout: 20_000 });
beforeAll(async () => {
  await loadAllTranslations();
});

const group = (n: number) => ({
  groupNumber: n,
  masterGroupNumber: 1000,
  name: `Group ${n}`,
  access: true,
  effectiveDate: '2020-01-01',
  terminationDate: null,
  enrollment: true,
  demographicUpdate: false,
  costComparisonTool: false,
  healthAccountEmployer: null,
  hasLogo: false,
});
const bodyOf = (c: Recorded) => JSON.parse(String(c.body)) as Record<string, unknown>;
const paths: EnrollmentPaths = {
  search: () => '/employer/options/search-enrollment',
  details: (id) => `/employer/options/enrollment-details/${id}`,
  newEnrollment: () => '/employer/options/new-enrollment',
};
const EMPLOYER = {
  accountType: 9,
  userName: 'employer@demo.test',
  permissions: [
    `${permissionId('ENROLLMENT_FORM_SEARCH')}:False`,
    `${permissionId('CREATE_ENROLLMENT')}:False`,
  ].join(','),
};

function renderWith(ui: React.ReactNode, enrolling: number[]) {
  return renderSignedIn(
    ui,
    (req) => {
      if (req.url === '/api/Groups/MyGroups') {
        const b = bodyOf(req);
        return { status: 200, json: enrolling.slice(0, Number(b.limit)).map(group) };
      }
      return {
        status: 200,
        json: {
          pageNumber: 1,
          itemsPerPage: 20,
          totalNumberOfItems: 0,
          totalNumberOfPages: 0,
          items: [],
        },
      };
    },
    { login: EMPLOYER },
  );
}

const groupCalls = (calls: Recorded[]) =>
  calls.filter((c) => c.url === '/api/Groups/MyGroups').map(bodyOf);

describe('enrollment pages', () => {
  it('new enrollment: the one enrolling group is chosen; calls are bounded and narrowed', async () => {
    const calls = renderWith(<NewEnrollmentPage paths={paths} />, [1002]);
    const field = await screen.findByRole('combobox', { name: /^Group/ });
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('1002 – Group 1002'));
    await waitFor(() => expect(groupCalls(calls).some((b) => b.limit === 50)).toBe(true));
    for (const b of groupCalls(calls))
      expect(b).toMatchObject({ includeEveryGroup: false, enrollment: true });
    expect(groupCalls(calls).every((b) => typeof b.limit === 'number')).toBe(true);
    expect(await axeViolations()).toEqual([]);
  });

  it('new enrollment: none of the groups takes enrollment', async () => {
    renderWith(<NewEnrollmentPage paths={paths} />, []);
    await screen.findByText('None of your groups accepts online enrollment.');
  });

  it('search: “All my groups” unless one is picked; the new-enrollment link needs an enrolling group', async () => {
    const calls = renderWith(<EnrollmentSearchPage paths={paths} staff={false} />, [1001, 1002]);
    const field = await screen.findByRole('combobox', { name: /^Group/ });
    expect(field.getAttribute('placeholder')).toBe('All my groups');
    await screen.findByRole('link', { name: 'New enrollment' });
    await waitFor(() => expect(groupCalls(calls).some((b) => b.limit === 50)).toBe(true));
    for (const b of groupCalls(calls)) expect(b).toMatchObject({ enrollment: true });
  });

  it('search: no new-enrollment link when no group takes enrollment', async () => {
    const calls = renderWith(<EnrollmentSearchPage paths={paths} staff={false} />, []);
    await waitFor(() => expect(groupCalls(calls).some((b) => b.limit === 2)).toBe(true));
    await screen.findByRole('combobox', { name: /^Group/ });
    expect(screen.queryByRole('link', { name: 'New enrollment' })).toBeNull();
  });
});
