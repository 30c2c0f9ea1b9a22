import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { permissionId, type PermissionKey } from '@bp/contract/permissions';
import { changeLanguage, loadAllTranslations } from '../../i18n';
import { loginResponse, type Recorded } from '../../test/fake-fetch';
import { axeViolations, renderAppAt, type PageReply } from '../../test/render';
import { establishSession } from '../../lib/session-store';
import { queryClient } from '../../lib/query-client';

/**
 * The announcement and link admin lists (issue 29) are paged on the server: 20 a page, a pager to move, a search
 * that starts again at page 1 — in English and Spanish, axe-clean. Their forms' group pickers ask for pages of
 * groups (MyGroups with `limit`), never the caller's whole list.
 */

afterEach(() => queryClient.clear());
vi.setConfig({ testTimeout: 30_000 });

function signInStaff(perms: PermissionKey[]) {
  const text = perms.map((k) => `${permissionId(k)}:False`).join(',');
  establishSession(loginResponse({ accountType: 5, accountId: 9, permissions: text }));
}
const bodyOf = (c: Recorded) => JSON.parse(String(c.body)) as Record<string, unknown>;
/** The form's group picker asks for pages of the caller's groups, never the whole list (issue 29). */
async function expectPagedGroups(calls: Recorded[]) {
  const groups = () => calls.filter((c) => c.url === '/api/Groups/MyGroups');
  await waitFor(() => expect(groups().length).toBeGreaterThan(0));
  expect(groups().every((c) => typeof bodyOf(c).limit === 'number')).toBe(true);
}
const page = <T,>(items: T[], pageNumber: number) => ({
  pageNumber,
  itemsPerPage: 20,
  totalNumberOfItems: 45,
  totalNumberOfPages: 3,
  items,
});
const bulletin = (id: number) => ({
  bulletinId: id,
  groupNumber: -1,
  locationNumber: null,
  employeeSite: true,
  employerSite: false,
  providerSite: false,
  customerServiceSite: false,
  beginDate: '2026-11-01',
  endDate: '2026-12-01',
  bulletinText: `Bulletin ${id}`,
});
const link = (id: number) => ({
  linkId: id,
  description: `Link ${id}`,
  url: `https://example.com/${id}`,
  summary: null,
  categoryId: 1,
  groupDTO: [],
  rolesDTO: [],
});

/** Replies a page of `make`'s rows for the page asked; other calls get an empty list. */
function pages(url: string, make: (id: number) => unknown) {
  return (req: Recorded): PageReply => {
    if (req.url !== url) return { status: 200, json: [] };
    const n = Number(bodyOf(req).pageNumber ?? 1);
    const first = (n - 1) * 20 + 1;
    const count = n === 3 ? 5 : 20;
    return {
      status: 200,
      json: page(
        Array.from({ length: count }, (_, i) => make(first + i)),
        n,
      ),
    };
  };
}

const TEXT = {
  en: {
    announcements: 'Announcements',
    links: 'Links',
    findAnnouncements: 'Find announcements by their text',
    findLinks: 'Find links by name or address',
    search: 'Search',
    page: 'Page 2',
    caption: (p: number) => `Page ${p} of 3, 45 in all`,
  },
  sp: {
    announcements: 'Anuncios',
    links: 'Enlaces',
    findAnnouncements: 'Buscar anuncios por su texto',
    findLinks: 'Buscar enlaces por nombre o dirección',
    search: 'Buscar',
    page: 'Página 2',
    caption: (p: number) => `Página ${p} de 3, 45 en total`,
  },
} as const;

beforeAll(async () => {
  await loadAllTranslations();
});

describe.each(['en', 'sp'] as const)('content admin lists (%s)', (lang) => {
  const T = TEXT[lang];
  beforeAll(async () => {
    await changeLanguage(lang);
  });

  it('announcements: a page from the server, the next page, a search from page 1', async () => {
    signInStaff(['MANAGE_ANNOUNCEMENTS']);
    const { calls } = renderAppAt(
      '/admin/utilities/announcement',
      pages('/api/Announcements/Search', bulletin),
    );
    const list = await screen.findByRole('region', { name: T.announcements }, { timeout: 10_000 });
    await within(list).findByText('Bulletin 1');
    const searches = () => calls.filter((c) => c.url === '/api/Announcements/Search');
    expect(bodyOf(searches()[0]!)).toEqual({ pageNumber: 1, itemsPerPage: 20 });
    expect(calls.some((c) => c.url === '/api/Announcements/Announcements')).toBe(false);
    await expectPagedGroups(calls);
    expect(within(list).getByText(T.caption(1))).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: T.page }));
    await within(list).findByText('Bulletin 21');
    expect(bodyOf(searches().at(-1)!)).toEqual({ pageNumber: 2, itemsPerPage: 20 });
    const find = within(list).getByRole('search', { name: T.findAnnouncements });
    fireEvent.change(within(find).getByRole('textbox', { name: T.findAnnouncements }), {
      target: { value: ' open enrollment ' },
    });
    fireEvent.click(within(find).getByRole('button', { name: T.search }));
    await waitFor(() =>
      expect(bodyOf(searches().at(-1)!)).toEqual({
        search: 'open enrollment',
        pageNumber: 1,
        itemsPerPage: 20,
      }),
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('links: a page from the server, the next page, a search from page 1', async () => {
    signInStaff(['MANAGE_LINKS']);
    const { calls } = renderAppAt('/admin/utilities/links', pages('/api/links/Search', link));
    const list = await screen.findByRole('region', { name: T.links }, { timeout: 10_000 });
    await within(list).findByText('Link 1');
    const searches = () => calls.filter((c) => c.url === '/api/links/Search');
    expect(bodyOf(searches()[0]!)).toEqual({ pageNumber: 1, itemsPerPage: 20 });
    expect(calls.some((c) => c.url.startsWith('/api/links?') || c.url === '/api/links')).toBe(
      false,
    );
    await expectPagedGroups(calls);
    fireEvent.click(within(list).getByRole('button', { name: T.page }));
    await within(list).findByText('Link 21');
    const find = within(list).getByRole('search', { name: T.findLinks });
    fireEvent.change(within(find).getByRole('textbox', { name: T.findLinks }), {
      target: { value: 'manual' },
    });
    fireEvent.click(within(find).getByRole('button', { name: T.search }));
    await waitFor(() =>
      expect(bodyOf(searches().at(-1)!)).toEqual({
        search: 'manual',
        pageNumber: 1,
        itemsPerPage: 20,
      }),
    );
    expect(await axeViolations()).toEqual([]);
  });
});
