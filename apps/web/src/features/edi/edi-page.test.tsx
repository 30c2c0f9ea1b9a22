import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { loadAllTranslations } from '../../i18n';
import { STORAGE_KEYS } from '../../lib/constants';
import { queryClient } from '../../lib/query-client';
import { axeViolations, renderSignedIn } from '../../test/render';
import type { Recorded } from '../../test/fake-fetch';
import { EdiPage } from './edi-page';

/** The EDI 834 page (issue 29): whether the caller has none, one or more enrolling groups; never all of them. */

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
const EMPLOYER = { accountType: 9, userName: 'employer@demo.test' };

function renderWith(enrolling: number[]) {
  return renderSignedIn(
    <EdiPage validateOnly />,
    (req) => {
      if (req.url !== '/api/Groups/MyGroups') return { status: 404, json: {} };
      const b = bodyOf(req);
      return { status: 200, json: enrolling.slice(0, Number(b.limit)).map(group) };
    },
    { login: EMPLOYER },
  );
}

describe('EdiPage', () => {
  it('says so when no group of the caller takes enrollment', async () => {
    const calls = renderWith([]);
    await screen.findByText('None of your groups takes enrollment.');
    expect(calls.map(bodyOf)).toEqual([{ includeEveryGroup: false, enrollment: true, limit: 2 }]);
    // The guards' cache learns the same.
    expect(localStorage.getItem(STORAGE_KEYS.myGroups)).toBe('[]');
  });

  it('preselects the caller’s one enrolling group', async () => {
    renderWith([1001]);
    const field = await screen.findByRole('combobox', { name: /^Group/ });
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('1001 – Group 1001'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.myGroups)!)).toEqual([group(1001)]);
    expect(await axeViolations()).toEqual([]);
  });

  it('with several, a typeahead over the enrolling groups pages them from the server', async () => {
    const calls = renderWith([1001, 1002, 1003]);
    const field = await screen.findByRole('combobox', { name: /^Group/ });
    expect((field as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(calls.some((c) => bodyOf(c).limit === 50)).toBe(true));
    // Every call is bounded and narrowed to the enrollment flag.
    for (const c of calls) expect(bodyOf(c)).toMatchObject({ enrollment: true });
    expect(calls.every((c) => typeof bodyOf(c).limit === 'number')).toBe(true);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.myGroups)!)).toEqual([group(1001)]);
  });
});
