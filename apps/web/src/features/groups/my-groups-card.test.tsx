import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { loadAllTranslations } from '../../i18n';
import { queryClient } from '../../lib/query-client';
import { axeViolations, renderSignedIn } from '../../test/render';
import { MY_GROUPS_PAGE_SIZE, MyGroupsCard } from './my-groups-card';

/** The employer dashboard's groups (issue 29): a page at a time from the server, never the whole list. */

afterEach(() => queryClient.clear());
vi.setConfig({ testTimeout: 20_000 });
beforeAll(async () => {
  await loadAllTranslations();
});

const TOTAL = 23;
const row = (n: number) => ({
  groupNumber: n,
  masterGroupNumber: 3000,
  name: `Group ${n}`,
  effectiveDate: '2020-01-01',
  terminationDate: null,
  enrolledMembers: 1200,
  activeMembers: 1100,
  enrolledEmployees: 500,
  claimsVisible: n % 2 === 0,
  enrollment: n === 3000 || n === 3010,
  demographicUpdate: n === 3010,
});

describe('MyGroupsCard', () => {
  it('shows a page of the groups with their options and pages on the server', async () => {
    const calls = renderSignedIn(
      <MyGroupsCard groupPathOf={(g) => `/employer/group-profile/${g.groupNumber}`} />,
      (req) => {
        if (!req.url.startsWith('/api/Groups/MyEnrollmentCounts')) return { status: 404, json: {} };
        const q = new URL(req.url, 'http://x').searchParams;
        const page = Number(q.get('pageNumber'));
        const size = Number(q.get('itemsPerPage'));
        const numbers = Array.from({ length: TOTAL }, (_, i) => 3000 + i).slice(
          (page - 1) * size,
          page * size,
        );
        return { status: 200, json: { totalGroups: TOTAL, groups: numbers.map(row) } };
      },
      { login: { accountType: 9, userName: 'employer@demo.test' } },
    );
    const table = await screen.findByRole('table');
    await within(table).findByText('Group 3000');
    expect(within(table).getAllByRole('row')).toHaveLength(MY_GROUPS_PAGE_SIZE + 1);
    // The options come with the counts (no MyGroups call).
    const first = within(table).getByText('Group 3000').closest('tr')!;
    expect(within(first).getByText('Online enrollment')).toBeTruthy();
    expect(screen.getByText('Groups 1–10 of your 23.')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('MyGroups'))).toBe(false);
    expect(calls[0]!.url).toBe('/api/Groups/MyEnrollmentCounts?pageNumber=1&itemsPerPage=10');

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await within(table).findByText('Group 3020');
    expect(within(table).getAllByRole('row')).toHaveLength(TOTAL - 20 + 1);
    expect(screen.getByText('Groups 21–23 of your 23.')).toBeTruthy();
    expect(calls.at(-1)!.url).toBe('/api/Groups/MyEnrollmentCounts?pageNumber=3&itemsPerPage=10');
    expect(await axeViolations()).toEqual([]);
  });
});
