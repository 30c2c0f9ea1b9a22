import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { GROUP_PICK_LIMIT } from '@bp/contract/api/groups';
import { loadAllTranslations } from '../i18n';
import { queryClient } from '../lib/query-client';
import { axeViolations, renderSignedIn } from '../test/render';
import type { Recorded } from '../test/fake-fetch';
import { GROUP_MULTI_LIMIT, GroupMultiSelect, GroupSelect } from './group-select';

/** The group typeahead (issue 29): pages of MyGroups from the server, searched there, never the whole list. */

afterEach(() => queryClient.clear());
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
  demographicUpdate: true,
  costComparisonTool: false,
  healthAccountEmployer: null,
  hasLogo: false,
});
const bodyOf = (c: Recorded) => JSON.parse(String(c.body)) as Record<string, unknown>;

function Picker() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <GroupSelect label="Report group" value={value} onChange={setValue} />
      <output aria-label="chosen">{value ?? ''}</output>
    </>
  );
}

/** A picker narrowed to enrolling groups, opened on a group chosen before it mounted. */
function EnrollingPicker() {
  const [value, setValue] = useState<string | null>('2100');
  const [name, setName] = useState('');
  return (
    <>
      <GroupSelect
        label="Enrollment group"
        withFlag="enrollment"
        value={value}
        selected={{ groupNumber: 2100, name: 'Chosen before' }}
        onChange={(v, g) => {
          setValue(v);
          setName(g?.name ?? '');
        }}
      />
      <output aria-label="chosen">{value ?? ''}</output>
      <output aria-label="name">{name}</output>
    </>
  );
}

describe('GroupSelect', () => {
  it('asks for a page, then searches on the server; the chosen group stays', async () => {
    const calls = renderSignedIn(<Picker />, (req) => {
      if (req.url !== '/api/Groups/MyGroups') return { status: 200, json: [] };
      const b = bodyOf(req);
      const all = Array.from({ length: 120 }, (_, i) => 2000 + i);
      const hits = b.search ? all.filter((n) => String(n).startsWith(String(b.search))) : all;
      return { status: 200, json: hits.slice(0, Number(b.limit)).map(group) };
    });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/Groups/MyGroups')).toBe(true));
    expect(bodyOf(calls.find((c) => c.url === '/api/Groups/MyGroups')!)).toEqual({
      includeEveryGroup: false,
      limit: GROUP_PICK_LIMIT,
    });
    // More match than are shown: the field says how to find the others.
    expect(await screen.findByText(/type a number or a name/)).toBeTruthy();
    const input = screen.getByRole('combobox', { name: 'Report group' });
    input.focus(); // a change while not focused is an autofill to Mantine, not typing
    fireEvent.change(input, { target: { value: '211' } });
    await waitFor(() =>
      expect(
        calls.some((c) => c.url === '/api/Groups/MyGroups' && bodyOf(c).search === '211'),
      ).toBe(true),
    );
    // The dropdown is drawn with a transition jsdom does not run: its options count as hidden.
    fireEvent.click(await screen.findByRole('option', { name: '2115 – Group 2115', hidden: true }));
    await waitFor(() => expect(screen.getByLabelText('chosen').textContent).toBe('2115'));
    expect((input as HTMLInputElement).value).toBe('2115 – Group 2115');
    expect(calls.every((c) => c.url !== '/api/Groups/MyGroups' || bodyOf(c).limit === 50)).toBe(
      true,
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('narrows the list to a flag on the server, shows a group chosen before, names the chosen one', async () => {
    const calls = renderSignedIn(<EnrollingPicker />, (req) => {
      if (req.url !== '/api/Groups/MyGroups') return { status: 200, json: [] };
      return { status: 200, json: [2001, 2002].map(group) };
    });
    const input = screen.getByRole('combobox', { name: 'Enrollment group' });
    // Not on the first page, but known: the field names it.
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('2100 – Chosen before'));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/Groups/MyGroups')).toBe(true));
    expect(bodyOf(calls.find((c) => c.url === '/api/Groups/MyGroups')!)).toEqual({
      includeEveryGroup: false,
      limit: GROUP_PICK_LIMIT,
      enrollment: true,
    });
    fireEvent.click(await screen.findByRole('option', { name: '2002 – Group 2002', hidden: true }));
    await waitFor(() => expect(screen.getByLabelText('chosen').textContent).toBe('2002'));
    expect(screen.getByLabelText('name').textContent).toBe('Group 2002');
    expect(calls.every((c) => c.url !== '/api/Groups/MyGroups' || bodyOf(c).enrollment)).toBe(true);
  });
});

/** Staff with all access: Every Group (-1) on the first page, then their groups. */
function EveryGroupPicker() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <GroupSelect label="Announcement group" includeEveryGroup value={value} onChange={setValue} />
      <output aria-label="chosen">{value ?? ''}</output>
    </>
  );
}

/** A content target: Every Group and 2003 chosen, 2100 known by name, 2500 unknown (an edited file's). */
function TargetPicker({ initial }: { initial: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <GroupMultiSelect
        label="Target groups"
        includeEveryGroup
        known={[{ groupNumber: 2100, name: 'Known before' }]}
        value={value}
        onChange={setValue}
      />
      <output aria-label="chosen">{value.join(',')}</output>
    </>
  );
}

const EVERY = { ...group(-1), name: 'Every Group', masterGroupNumber: -1 };
/** The pills' texts (the chosen groups as the field shows them). */
const pills = () =>
  Array.from(document.querySelectorAll('.mantine-Pill-label')).map((p) => p.textContent);

describe('GroupSelect with Every Group', () => {
  it('offers Every Group (-1) first when the server sends it, by its label', async () => {
    const calls = renderSignedIn(<EveryGroupPicker />, (req) => {
      if (req.url !== '/api/Groups/MyGroups') return { status: 200, json: [] };
      return { status: 200, json: [EVERY, group(2001)] };
    });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/Groups/MyGroups')).toBe(true));
    expect(bodyOf(calls.find((c) => c.url === '/api/Groups/MyGroups')!)).toEqual({
      includeEveryGroup: true,
      limit: GROUP_PICK_LIMIT,
    });
    fireEvent.click(await screen.findByRole('option', { name: 'Every Group', hidden: true }));
    await waitFor(() => expect(screen.getByLabelText('chosen').textContent).toBe('-1'));
    const input = screen.getByRole('combobox', { name: 'Announcement group' });
    expect((input as HTMLInputElement).value).toBe('Every Group');
  });
});

describe('GroupMultiSelect', () => {
  it('searches on the server, 20 at a time, and keeps the chosen groups with their labels', async () => {
    const all = Array.from({ length: 120 }, (_, i) => 2000 + i);
    const calls = renderSignedIn(<TargetPicker initial={['-1', '2100']} />, (req) => {
      if (req.url !== '/api/Groups/MyGroups') return { status: 200, json: [] };
      const b = bodyOf(req);
      const hits = b.search ? all.filter((n) => String(n).startsWith(String(b.search))) : all;
      const page = hits.slice(0, Number(b.limit)).map(group);
      return { status: 200, json: b.search ? page : [EVERY, ...page] };
    });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/Groups/MyGroups')).toBe(true));
    expect(bodyOf(calls.find((c) => c.url === '/api/Groups/MyGroups')!)).toEqual({
      includeEveryGroup: true,
      limit: GROUP_MULTI_LIMIT,
    });
    // Every Group and the known group are named without asking for them.
    await waitFor(() => expect(pills()).toEqual(['Every Group', '2100 – Known before']));
    expect(await screen.findByText(/The first 20 groups are listed/)).toBeTruthy();

    const input = screen.getByRole('combobox', { name: 'Target groups' });
    input.focus();
    fireEvent.change(input, { target: { value: '201' } });
    await waitFor(() =>
      expect(
        calls.some((c) => c.url === '/api/Groups/MyGroups' && bodyOf(c).search === '201'),
      ).toBe(true),
    );
    fireEvent.click(await screen.findByRole('option', { name: '2015 – Group 2015', hidden: true }));
    await waitFor(() => expect(screen.getByLabelText('chosen').textContent).toBe('-1,2100,2015'));
    // Another search: the matches change, the chosen groups keep their labels.
    fireEvent.change(input, { target: { value: '203' } });
    await screen.findByRole('option', { name: '2031 – Group 2031', hidden: true });
    expect(screen.queryByRole('option', { name: '2015 – Group 2015', hidden: true })).toBeNull();
    expect(pills()).toEqual(['Every Group', '2100 – Known before', '2015 – Group 2015']);
    expect(
      calls
        .filter((c) => c.url === '/api/Groups/MyGroups')
        .every((c) => bodyOf(c).limit === GROUP_MULTI_LIMIT),
    ).toBe(true);
    expect(await axeViolations()).toEqual([]);
  });

  it('looks up a chosen group it has not seen by its number (an edited file)', async () => {
    const calls = renderSignedIn(<TargetPicker initial={['2500', '2001']} />, (req) => {
      if (req.url !== '/api/Groups/MyGroups') return { status: 200, json: [] };
      const b = bodyOf(req);
      if (b.groupNumber === 2500) return { status: 200, json: [group(2500)] };
      return { status: 200, json: [2001, 2002].map(group) };
    });
    await waitFor(() => expect(pills()).toEqual(['2500 – Group 2500', '2001 – Group 2001']));
    const lookups = calls.filter((c) => c.url === '/api/Groups/MyGroups' && bodyOf(c).groupNumber);
    // Only the group the first page did not name.
    expect(lookups.map(bodyOf)).toEqual([
      { includeEveryGroup: false, groupNumber: 2500, limit: 1 },
    ]);
  });
});
