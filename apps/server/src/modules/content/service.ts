import { ALL_ROLES_ID, hasPermission } from '@bp/contract';
import type { EndpointBody } from '@bp/contract';
import type {
  announcementSearch as announcementSearchDef,
  Bulletin,
  Link,
  linkSearch as linkSearchDef,
} from '@bp/contract/api/content';
import type { SignedInCaller } from '../../http/caller.js';
import type { ServiceCtx } from '../../http/context.js';
import * as repo from './repo.js';

const SITE: Record<SignedInCaller['roleClass'], repo.Site> = {
  Members: 'employee',
  EmployerVendor: 'employer',
  Provider: 'provider',
  Administrative: 'customerService',
};

/** Whose groups the caller's content follows: a member's group, an account's group access, or none (providers). */
export function reachOf(caller: SignedInCaller): repo.GroupReach {
  if (caller.roleClass === 'Members')
    return caller.memberId === null
      ? { kind: 'none' }
      : { kind: 'member', memberId: caller.memberId };
  if (caller.roleClass === 'Provider') return { kind: 'none' };
  return { kind: 'account', accountId: caller.accountId };
}

/**
 * Announcements: the current bulletins of the caller's site for Every Group and the caller's groups
 * (a member's location too). Staff with Manage Announcements get all of their groups', past and future.
 */
export async function announcements(c: ServiceCtx): Promise<Bulletin[]> {
  const { db, caller } = c;
  const all =
    caller.roleClass === 'Administrative' &&
    hasPermission(caller.permissions, 'MANAGE_ANNOUNCEMENTS');
  const rows = await repo.announcements(
    db,
    all
      ? { all: true, accountId: caller.accountId }
      : { all: false, site: SITE[caller.roleClass], reach: reachOf(caller) },
  );
  return rows.map((r) => toBulletin(r, c.language === 'sp'));
}

/** An announcement row as the contract answers it, its text in the language (Spanish when there is one). */
function toBulletin(
  r: Awaited<ReturnType<typeof repo.announcementPage>>['rows'][number],
  sp: boolean,
): Bulletin {
  return {
    bulletinId: r.bulletinId,
    groupNumber: r.groupNumber,
    locationNumber: r.locationNumber,
    employeeSite: r.employeeSite,
    employerSite: r.employerSite,
    providerSite: r.providerSite,
    customerServiceSite: r.customerServiceSite,
    beginDate: r.beginDate,
    endDate: r.endDate,
    bulletinText: sp && r.textSp ? r.textSp : r.textEn,
  };
}

/** A page of the numbers the admin lists answer. */
function paged<T>(items: T[], total: number, page: { pageNumber: number; itemsPerPage: number }) {
  return {
    pageNumber: page.pageNumber,
    itemsPerPage: page.itemsPerPage,
    totalNumberOfItems: total,
    totalNumberOfPages: Math.ceil(total / page.itemsPerPage),
    items,
  };
}

/**
 * Announcements/Search (Manage Announcements): every announcement of the staff member's groups, past and future,
 * newest first, a page at a time; `search` matches the text in either language.
 */
export async function announcementSearch(
  c: ServiceCtx,
  input: EndpointBody<typeof announcementSearchDef>,
) {
  const { rows, total } = await repo.announcementPage(c.db, c.caller.accountId, {
    search: input.search,
    offset: (input.pageNumber - 1) * input.itemsPerPage,
    limit: input.itemsPerPage,
  });
  return paged(
    rows.map((r) => toBulletin(r, c.language === 'sp')),
    total,
    input,
  );
}

/** Links for the caller's role and groups; staff with Manage Links get all. */
export async function links(c: ServiceCtx, categoryId: number | undefined): Promise<Link[]> {
  const { db, caller } = c;
  const all =
    caller.roleClass === 'Administrative' && hasPermission(caller.permissions, 'MANAGE_LINKS');
  const { rows, roles, groups } = await repo.linksFor(db, {
    all,
    roleId: caller.roleId,
    reach: reachOf(caller),
    categoryId,
  });
  return toLinks(rows, roles, groups);
}

/**
 * links/Search (Manage Links): every link, by category and order, a page at a time; `search` matches the
 * description or the address.
 */
export async function linkSearch(c: ServiceCtx, input: EndpointBody<typeof linkSearchDef>) {
  const { rows, total, roles, groups } = await repo.linksFor(c.db, {
    all: true,
    roleId: c.caller.roleId,
    reach: reachOf(c.caller),
    categoryId: input.categoryId,
    page: {
      search: input.search,
      offset: (input.pageNumber - 1) * input.itemsPerPage,
      limit: input.itemsPerPage,
    },
  });
  return paged(toLinks(rows, roles, groups), total ?? 0, input);
}

type LinkRows = Awaited<ReturnType<typeof repo.linksFor>>;

/** Link rows with their groups and roles as the contract answers them. */
function toLinks(
  rows: LinkRows['rows'],
  roles: LinkRows['roles'],
  groups: LinkRows['groups'],
): Link[] {
  return rows.map((l) => ({
    linkId: l.linkId,
    description: l.description,
    url: l.url,
    summary: l.summary,
    categoryId: l.categoryId,
    groupDTO: groups
      .filter((g) => g.linkId === l.linkId)
      .map((g) => ({ groupNumber: g.groupNumber, name: g.name })),
    rolesDTO: roles
      .filter((r) => r.linkId === l.linkId)
      .map((r) => ({
        roleId: r.roleId,
        roleDescription:
          r.roleId === ALL_ROLES_ID ? 'All Roles' : (r.description ?? String(r.roleId)),
      })),
  }));
}

/** Link categories in the language asked for, else the caller's account language. */
export async function linkCategories(c: ServiceCtx, language?: 'en' | 'sp') {
  const sp = (language ?? c.language) === 'sp';
  return (await repo.categories(c.db)).map((k) => ({
    categoryId: k.id,
    description: sp ? k.nameSp : k.nameEn,
  }));
}

const AUDIENCE: Record<SignedInCaller['roleClass'], string | null> = {
  Members: 'member',
  EmployerVendor: 'employer',
  Provider: 'provider',
  Administrative: null,
};

/** FAQs of the caller's portal (staff: all) in the requested language. */
export async function faqs(c: ServiceCtx, asked?: 'en' | 'sp') {
  const language = asked ?? c.language;
  const rows = await repo.faqsFor(c.db, AUDIENCE[c.caller.roleClass]);
  return rows.map((f) => ({
    faqId: f.id,
    category: f.category ?? '',
    question: language === 'sp' ? f.questionSp : f.questionEn,
    answer: language === 'sp' ? f.answerSp : f.answerEn,
    sortOrder: f.sort,
  }));
}
