import type { EndpointBody, EndpointQuery } from '@bp/contract';
import type {
  Group,
  GroupDetails,
  GroupFinancing,
  groupFinancingSave,
  groupList,
  groupMembers as groupMembersDef,
  groupUpdate,
  myGroups as myGroupsDef,
} from '@bp/contract/api/groups';
import { transaction, type ServiceCtx } from '../../http/context.js';
import { forbidden, invalidRequest, notFound } from '../../http/errors.js';
import { todayIso } from '../../clock.js';
import { coverageCode, memberStatus, relationshipCode } from '../scope/codes.js';
import { mayRead, mayReadProtected, memberVisibility } from '../scope/service.js';
import * as repo from './repo.js';

/** The spec's synthetic Every Group entry (§3). */
export const EVERY_GROUP: Group = {
  groupNumber: -1,
  masterGroupNumber: -1,
  name: 'Every Group',
  access: true,
  effectiveDate: '2016-01-01',
  terminationDate: null,
  enrollment: false,
  demographicUpdate: false,
  costComparisonTool: false,
  healthAccountEmployer: null,
  hasLogo: false,
};

/** A group row in the API's shape. */
export function toGroup(g: repo.GroupRow, access = true): Group {
  return {
    groupNumber: g.groupNumber,
    masterGroupNumber: g.masterGroupNumber,
    name: g.name,
    access,
    effectiveDate: g.effectiveDate,
    terminationDate: g.termDate,
    enrollment: g.enrollment,
    demographicUpdate: g.demographicUpdate,
    costComparisonTool: g.costComparisonTool,
    healthAccountEmployer: g.healthAccountEmployer,
    hasLogo: g.logoFileId !== null,
  };
}

/**
 * MyGroups: the groups the caller's account may act for (its access rows), by number. Staff with Every Group
 * access get the Every Group entry first when asked for it. With `limit` (a picker, issue 29): one bounded page
 * after `offset`, matching `search` — the start of the group number, or text in the name. `enrollment` and
 * `demographicUpdate` (true) keep the groups with that flag only, `groupNumber` that group only, in the query
 * (Every Group has no flags).
 */
export async function myGroups(
  c: Ctx,
  input: EndpointBody<typeof myGroupsDef> | undefined,
): Promise<Group[]> {
  const includeEveryGroup = input?.includeEveryGroup ?? true;
  const flags = {
    enrollment: input?.enrollment,
    demographicUpdate: input?.demographicUpdate,
    groupNumber: input?.groupNumber,
  };
  const page = input?.limit !== undefined ? { limit: input.limit, offset: input.offset } : null;
  const [rows, all] = await Promise.all([
    page
      ? repo.groupsPageOf(c.db, c.caller.accountId, { ...page, ...flags, search: input?.search })
      : repo.groupsOf(c.db, c.caller.accountId, flags),
    repo.hasAllAccess(c.db, c.caller.accountId),
  ]);
  const list = rows.map((g) => toGroup(g));
  // A picker's page has Every Group on its first page only, and not once it searches (an extra entry), asks
  // for a flag (Every Group has none) or for one group.
  const offerEvery =
    !flags.enrollment &&
    !flags.demographicUpdate &&
    flags.groupNumber === undefined &&
    (!page || (page.offset === 0 && !input?.search));
  return all && includeEveryGroup && offerEvery && c.caller.roleClass === 'Administrative'
    ? [EVERY_GROUP, ...list]
    : list;
}

/** Groups/List: a page of the groups the staff member may see, groups by number descending by default. */
export async function listGroups(c: Ctx, b: EndpointBody<typeof groupList>) {
  const { rows, total } = await repo.searchGroups(c.db, c.caller.accountId, {
    ...b,
    offset: (b.pageNumber - 1) * b.itemsPerPage,
    limit: b.itemsPerPage,
  });
  return {
    pageNumber: b.pageNumber,
    itemsPerPage: b.itemsPerPage,
    totalNumberOfItems: total,
    totalNumberOfPages: Math.ceil(total / b.itemsPerPage),
    items: rows.map((g) => toGroup(g)),
  };
}

/** ListNonPaginated: number, master and name of every group the caller may see. */
export async function listNonPaginated(c: Ctx) {
  const rows = await repo.groupsOf(c.db, c.caller.accountId);
  return rows.map((g) => ({
    groupNumber: g.groupNumber,
    masterGroupNumber: g.masterGroupNumber,
    name: g.name,
  }));
}

export type Ctx = ServiceCtx;

/** The group if the caller may see it (staff: their groups or Every Group; employers: their own); else 404. */
export async function groupInScope(c: Ctx, groupNumber: number): Promise<repo.GroupRow> {
  const g = await repo.visibleGroup(c.db, c.caller.accountId, groupNumber);
  if (!g) throw notFound();
  return g;
}

/**
 * A group whose public face (logo, repricing information) the caller may see: staff and employers for
 * their groups, members for their own group. Providers are tied to no group (undefined: 404).
 */
export async function readableGroup(
  c: Ctx,
  groupNumber: number,
): Promise<repo.GroupRow | undefined> {
  const { roleClass } = c.caller;
  if (roleClass === 'Administrative' || roleClass === 'EmployerVendor')
    return repo.visibleGroup(c.db, c.caller.accountId, groupNumber);
  if (roleClass === 'Members' && c.caller.groupNumber === groupNumber)
    return repo.groupByNumber(c.db, groupNumber);
  return undefined;
}

/** Groups/Get: one group in the caller's scope. */
export async function getGroup(c: Ctx, groupNumber: number): Promise<Group> {
  return toGroup(await groupInScope(c, groupNumber));
}

/** Groups/GetDetails: the group profile (address, contacts, plans, counts, settings). */
export async function getDetails(c: Ctx, groupNumber: number): Promise<GroupDetails> {
  const g = await groupInScope(c, groupNumber);
  const [counts, planRows, contacts] = await Promise.all([
    repo.groupCounts(c.db, g.groupNumber),
    repo.groupPlanRows(c.db, g.groupNumber),
    repo.groupContacts(c.db, g.groupNumber),
  ]);
  return {
    groupNumber: g.groupNumber,
    masterGroupNumber: g.masterGroupNumber,
    name: g.name,
    taxIdLast4: g.taxId ? g.taxId.slice(-4) : null,
    address: g.addressLine1
      ? {
          addressLine1: g.addressLine1,
          addressLine2: null,
          city: g.city ?? '',
          state: g.state ?? '',
          zip: g.zip ?? '',
        }
      : null,
    phone: g.phone,
    contacts: contacts.map((a) => ({
      name: `${a.firstName} ${a.lastName}`.trim(),
      title: null,
      email: a.email,
      phone: null,
    })),
    plans: planRows.map((p) => ({
      coverageType: coverageCode(p.coverageType),
      planName: p.planName,
      effectiveDate: g.effectiveDate,
      terminationDate: g.termDate,
    })),
    subGroupCount: counts.subGroups,
    activeEmployeeCount: counts.activeEmployees,
    coveredMemberCount: counts.coveredMembers,
    settings: toGroup(g),
  };
}

export type GroupUpdateInput = EndpointBody<typeof groupUpdate>;

/**
 * Groups/update: the portal settings of a group in the staff member's scope (404 otherwise). Only the
 * fields given change; the effective date may not be after the group's termination date. Audited with
 * the before and after values.
 */
export async function updateGroup(c: Ctx, input: GroupUpdateInput): Promise<void> {
  const g = await groupInScope(c, input.groupNumber);
  const changes: repo.GroupChanges = {};
  if (input.enrollment !== undefined) changes.enrollment = input.enrollment;
  if (input.demographicUpdate !== undefined) changes.demographicUpdate = input.demographicUpdate;
  if (input.costComparisonTool !== undefined) changes.costComparisonTool = input.costComparisonTool;
  if (input.healthAccountEmployer !== undefined)
    changes.healthAccountEmployer = input.healthAccountEmployer;
  if (input.effectiveDate !== undefined) {
    if (g.termDate && input.effectiveDate > g.termDate)
      throw invalidRequest('invalidLaterThanDate', { effectiveDate: 'invalidLaterThanDate' });
    changes.effectiveDate = input.effectiveDate;
  }
  const before = Object.fromEntries(
    Object.keys(changes).map((k) => [k, g[k as keyof repo.GroupChanges]]),
  );
  c.audit.subject({ entityId: g.groupNumber, detail: { before, after: changes } });
  await transaction(c, async (tx) => {
    if (Object.keys(changes).length > 0) await repo.updateGroup(tx.db, g.groupNumber, changes);
  });
}

/** Groups/RepricingInfo: where the group's claims are repriced and sent, today. */
export async function repricingInfo(c: Ctx, groupNumber: number) {
  const g = await readableGroup(c, groupNumber);
  if (!g) throw notFound();
  const r = await repo.repricingOn(c.db, g.groupNumber, todayIso());
  return {
    groupNumber: g.groupNumber,
    networkName: r?.networkName ?? null,
    repricerName: r?.repricerName ?? null,
    repricerPhone: r?.phone ?? null,
    claimsAddress: r?.claimsAddress ? parseAddress(r.claimsAddress) : null,
    payerId: r?.payerId ?? null,
  };
}

/**
 * A one-line claims address ("PO Box 1200, Springfield, IL 62701") in the API's address shape; a line that
 * does not end in "City, ST 12345" stays whole in addressLine1.
 */
export function parseAddress(line: string) {
  const m = /^(.*),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(line.trim());
  if (!m) return { addressLine1: line.trim(), addressLine2: null, city: '', state: '', zip: '' };
  return {
    addressLine1: m[1]!.trim(),
    addressLine2: null,
    city: m[2]!.trim(),
    state: m[3]!,
    zip: m[4]!,
  };
}

/** Settings kept in group_finance_settings.extra, read defensively (older rows have none). */
function extraOf(extra: unknown) {
  const e = (extra && typeof extra === 'object' ? extra : {}) as Record<string, unknown>;
  return {
    achEnabled: e.achEnabled === true,
    notificationEmails: Array.isArray(e.notificationEmails)
      ? e.notificationEmails.filter((v): v is string => typeof v === 'string')
      : [],
    publishToEmployer: e.publishToEmployer === true,
    fundingThresholdCents:
      typeof e.fundingThresholdCents === 'number' ? Math.trunc(e.fundingThresholdCents) : null,
  };
}

const FREQUENCIES = {
  daily: 'Daily',
  weekly: 'Weekly',
  biweekly: 'BiWeekly',
  monthly: 'Monthly',
} as const;

/** Groups/Group/Financing/{id}: the finance settings of a group in scope (view only). Audited. */
export async function financing(c: Ctx, groupNumber: number): Promise<GroupFinancing> {
  const g = await groupInScope(c, groupNumber);
  const { settings: s, definitions } = await repo.financeOf(c.db, g.groupNumber);
  const extra = extraOf(s?.extra);
  c.audit.subject({ entityId: g.groupNumber });
  return {
    groupNumber: g.groupNumber,
    checkRunDefinitions: definitions.map((d) => ({
      checkRunDefinitionId: d.id,
      name: d.name,
      frequency: FREQUENCIES[d.frequency.toLowerCase() as keyof typeof FREQUENCIES] ?? 'Weekly',
      active: d.active,
    })),
    bankName: s?.bankName ?? null,
    accountLast4: s?.bankAccountLast4 ?? null,
    ...extra,
    fundingFrequency: s?.fundingFrequency ?? 'weekly',
    checkRunDay: s?.checkRunDay ?? null,
    approvalThresholdCents: s?.approvalThresholdCents ?? null,
    stopLossCarrier: s?.stopLossCarrier ?? null,
    specificDeductibleCents: s?.specificDeductibleCents ?? null,
    adminFeePmpmCents: s?.adminFeePmpmCents ?? null,
  };
}

export type GroupMembersInput = EndpointQuery<typeof groupMembersDef>;

/**
 * Groups/GroupMembers: a page of the members of a group in scope (404 otherwise) that the caller may
 * see (View Member Details, the member-data rule), by group number ascending by default. Audited with
 * the members returned.
 */
export async function groupMembers(c: Ctx, input: GroupMembersInput) {
  if (!mayRead(c.caller, 'member')) throw forbidden();
  const g = await groupInScope(c, input.groupNumber);
  const { rows, total } = await repo.groupMemberPage(
    c.db,
    g.groupNumber,
    memberVisibility(c.caller, 'member'),
    {
      query: input.query,
      includeTerminated: input.includeTerminated ?? false,
      sort: input.sortProperty,
      offset: (input.pageNumber - 1) * input.pageSize,
      limit: input.pageSize,
    },
  );
  for (const r of rows) c.audit.subject({ memberId: r.member.id });
  c.audit.detail({ groupNumber: g.groupNumber, page: input.pageNumber, total });
  const protectedInfo = mayReadProtected(c.caller);
  return {
    totalCount: total,
    current: input.pageNumber,
    pageSize: input.pageSize,
    pages: Math.ceil(total / input.pageSize),
    results: rows.map(({ member: m, groupName }) => ({
      memberId: m.memberId,
      firstName: m.firstName,
      lastName: m.lastName,
      dateOfBirth: m.dateOfBirth,
      groupNumber: m.groupNumber,
      groupName,
      employeeNumber: m.employeeNumber,
      dependentNumber: m.dependentNumber,
      relationship: relationshipCode(m.relationship),
      status: memberStatus(m.status, m.payStatus),
      ssnLast4: protectedInfo ? m.ssnLast4 : null,
    })),
  };
}

export type FinancingInput = EndpointBody<typeof groupFinancingSave>;

/**
 * Groups/Group/Financing (save, FINANCE_ADMIN): a group in scope's funding settings and active check-run
 * definitions, in one transaction. Full account and routing numbers are write-only and not kept: only the
 * account's last four digits are stored (docs/decisions.md, "Group finance settings"). Audited.
 */
export async function saveFinancing(c: Ctx, input: FinancingInput): Promise<{ success: true }> {
  const g = await groupInScope(c, input.groupNumber);
  const account = input.accountNumber ?? undefined;
  c.audit.subject({
    entityId: g.groupNumber,
    detail: { accountChanged: account !== undefined, definitions: input.checkRunDefinitionIds },
  });
  await transaction(c, async (tx) => {
    const ok = await repo.saveFinance(tx.db, g.groupNumber, {
      bankName: input.bankName ?? null,
      accountLast4: account ? account.slice(-4) : undefined,
      extra: {
        achEnabled: input.achEnabled,
        fundingThresholdCents: input.fundingThresholdCents,
        notificationEmails: input.notificationEmails,
        publishToEmployer: input.publishToEmployer,
        ...(input.routingNumber ? { routingLast4: input.routingNumber.slice(-4) } : {}),
      },
      activeDefinitionIds: input.checkRunDefinitionIds,
    });
    if (!ok) throw invalidRequest('invalidValue', { checkRunDefinitionIds: 'invalidValue' });
  });
  return { success: true };
}
