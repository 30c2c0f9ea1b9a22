import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS, permissionId, type PermissionKey, type RoleName } from '@bp/contract';
import * as s from '../src/db/schema/index.js';
import { uniqueUsername } from './fixtures.js';
import { applyEnrollment } from '../src/modules/enrollment/apply.js';
import { createTestApp, type TestApp } from './helpers.js';
import { TEST_SSN_KEY } from './prepare.js';
import {
  G1,
  G2,
  YEAR,
  accountWith as signedInWith,
  buildWorld,
  post,
  tokensOf,
  type World,
} from './scoping-fixture.js';

/** Regression tests for the server code review (docs/decisions.md, "Code review fixes"). */

let t: TestApp;
let w: World;
let tok: Awaited<ReturnType<typeof tokensOf>>;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(db());
  tok = await tokensOf(t.app, w);
});
afterAll(async () => {
  await t?.close();
});

/** A signed-in account of `role` with access to `groups`, extra and removed permissions. */
const accountWith = (
  role: RoleName,
  groups: number[],
  perms: PermissionKey[] = [],
  revoked: PermissionKey[] = [],
) => signedInWith(t.app, db(), role, groups, perms, { revoke: revoked });

let memberSeq = 0;
/** A fresh employee member (no account) in `group`. */
async function newMember(group: number) {
  memberSeq += 1;
  const id = 9_800_000 + (process.pid % 1000) * 100 + memberSeq;
  const memberId = `REV${id}`;
  await db()
    .insert(s.members)
    .values({
      id,
      memberId,
      groupNumber: group,
      employeeNumber: 6000 + memberSeq,
      dependentNumber: 0,
      subscriberId: id,
      relationship: 'employee',
      firstName: 'Rev',
      lastName: 'Member',
      dateOfBirth: '1980-01-01',
      gender: 'U',
      effectiveDate: '2020-01-01',
      ssnLast4: '1234',
      addressLine1: '1 Main St',
      city: 'Town',
      state: 'TX',
      zip: '75001',
    });
  return memberId;
}

const createBody = (memberId: string, groupNumbers: number[]) => {
  const userName = uniqueUsername('mem');
  return {
    userName,
    email: userName,
    firstName: 'Rev',
    lastName: 'Member',
    roleId: ROLE_IDS.Employee,
    memberId,
    groupNumbers,
    sendWelcome: false,
  };
};

describe('1. CreateAccount for a member resolves the member within the caller’s scope', () => {
  it('an employer cannot attach an account to a member of another group (404, like unknown)', async () => {
    const emp = await accountWith(
      'Employer',
      [G1],
      ['CREATE_MEMBER_ACCOUNT', 'VIEW_MEMBER_DETAILS'],
    );
    const outside = await newMember(G2);
    const res = await post(
      t.app,
      '/api/UserAccount/CreateAccount',
      emp.token,
      createBody(outside, [G1]),
    );
    expect(res.statusCode, res.body).toBe(404);
    const unknown = await post(
      t.app,
      '/api/UserAccount/CreateAccount',
      emp.token,
      createBody('NOPE000000', [G1]),
    );
    expect(unknown.statusCode).toBe(404);
    const own = await newMember(G1);
    const ok = await post(
      t.app,
      '/api/UserAccount/CreateAccount',
      emp.token,
      createBody(own, [G1]),
    );
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('a staff member with one group cannot reach a member of another group', async () => {
    const csr = await accountWith('AccountManager', [G1]);
    const outside = await newMember(G2);
    const res = await post(
      t.app,
      '/api/UserAccount/CreateAccount',
      csr.token,
      createBody(outside, []),
    );
    expect(res.statusCode, res.body).toBe(404);
  });
});

describe('2. employers reach an employer or vendor account only when they see every group of it', () => {
  it('sharing one group is not enough (404 and absent from search)', async () => {
    const both = await accountWith('Employer', [G1, G2]);
    const mine = await accountWith('Vendor', [G1]);
    const search = (
      await post(t.app, '/api/UserAccount/search', tok.employer, { roleId: 999, pageSize: 100 })
    ).json();
    const ids = search.accounts.map((x: { accountId: number }) => x.accountId);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(both.id);
    const reset = await post(t.app, '/api/UserAccount/ResetPassword', tok.employer, {
      userId: both.id,
    });
    expect(reset.statusCode, reset.body).toBe(404);
    const perms = await post(
      t.app,
      '/api/UserAccount/ChangeStatus?accountId=' + both.id + '&lockout=true',
      tok.employer,
    );
    expect(perms.statusCode).toBe(404);
    // Staff with Every Group still reach it.
    const adm = await post(t.app, '/api/UserAccount/search', tok.admin, { accountId: both.id });
    expect(adm.json().accounts).toHaveLength(1);
  });
});

describe('4. enrollment, demographic-change and 834 export calls require member-data access', () => {
  it('403 without View Member Details', async () => {
    const emp = await accountWith('Employer', [G1], ['CREATE_ENROLLMENT'], ['VIEW_MEMBER_DETAILS']);
    const list = await post(t.app, '/api/Enrollments/List', emp.token, {});
    expect(list.statusCode, list.body).toBe(403);
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/Enrollments/Get?enrollmentId=1',
      headers: { authorization: `Bearer ${emp.token}` },
    });
    expect(get.statusCode).toBe(403);
    const exp = await t.app.inject({
      method: 'GET',
      url: `/api/Enrollments/Export834?groupNumber=${G1}`,
      headers: { authorization: `Bearer ${emp.token}` },
    });
    expect(exp.statusCode, exp.body).toBe(403);
    const staff = await accountWith(
      'CustomerService',
      [G1],
      ['UPDATE_MEMBER_DEMOGRAPHICS'],
      ['VIEW_MEMBER_DETAILS'],
    );
    const dc = await post(t.app, '/api/OnlineEnrollments/DemoChange/List', staff.token, {
      status: 'Submitted',
    });
    expect(dc.statusCode, dc.body).toBe(403);
    const review = await post(t.app, '/api/OnlineEnrollments/DemoChange/Review', staff.token, {
      demoChangeId: 1,
      decision: 'Rejected',
      reason: 'x',
    });
    expect(review.statusCode, review.body).toBe(403);
  });
});

describe('9. setaccountpermission checks the caller’s reach over the target’s kind', () => {
  it('staff without the Reset permission of the kind cannot change its permissions', async () => {
    const staff = await accountWith(
      'CustomerService',
      [-1],
      ['PERMISSIONS', 'SEND_FEEDBACK'],
      ['RESET_INTERNAL_ACCOUNT', 'CREATE_INTERNAL_ACCOUNT'],
    );
    const res = await post(t.app, '/api/Permissions/setaccountpermission', staff.token, {
      accountId: w.accountIds.nurse,
      permissions: [
        { permissionId: permissionId('SEND_FEEDBACK'), granted: true, readonly: false },
      ],
    });
    expect([403, 404], res.body).toContain(res.statusCode);
  });
});

describe('11. ListAllAccess shows staff only the groups they see themselves', () => {
  it('a staff member with one group sees neither side beyond it', async () => {
    const staff = await accountWith('AccountManager', [G1]);
    const target = await accountWith('Employer', [G1]);
    const res = await post(t.app, '/api/Groups/ListAllAccess', staff.token, {
      accountIdToManageGroupAccess: target.id,
      haveAccess: false,
      itemsPerPage: 100,
    });
    expect(res.statusCode, res.body).toBe(200);
    const groups = res.json().items.map((g: { groupNumber: number }) => g.groupNumber);
    expect(groups).not.toContain(G2);
    const has = await post(t.app, '/api/Groups/ListAllAccess', staff.token, {
      accountIdToManageGroupAccess: target.id,
      haveAccess: true,
    });
    expect(has.json().items.map((g: { groupNumber: number }) => g.groupNumber)).toEqual([G1]);
  });
});

describe('8. new employee numbers of one group do not race', () => {
  it('two enrollments of new employees applied at once get different numbers', async () => {
    const person = (first: string) => ({
      firstName: first,
      lastName: 'Race',
      dateOfBirth: '1985-05-05',
      gender: 'F',
      relationship: '18',
      coverageTypes: ['MED'],
      maritalStatus: 'I' as const,
      hireDate: '2024-01-01',
      payStatus: 'S' as const,
      addressLine1: '1 Main St',
      city: 'Town',
      state: 'TX',
      zip: '75001',
    });
    // A medical plan for G2 this year (the world's plan, offered by the group).
    const [plan] = await db()
      .select({ planId: s.policies.planId })
      .from(s.policies)
      .where(eq(s.policies.memberId, w.members.O))
      .limit(1);
    await db().insert(s.groupPlans).values({ groupNumber: G2, planId: plan!.planId });
    const apply = (first: string) =>
      db().transaction(async (tx) => {
        const r = await applyEnrollment(
          tx,
          {
            groupNumber: G2,
            coverageDate: `${YEAR}-02-01`,
            employee: person(first),
            dependents: [],
          },
          TEST_SSN_KEY,
        );
        // Keep the transaction open a moment so the two overlap.
        await new Promise((ok) => setTimeout(ok, 50));
        return r.employeeNumber;
      });
    const [a, b] = await Promise.all([apply('Ann'), apply('Bea')]);
    expect(a).not.toBe(b);
  });
});

describe('10. updating an account’s groups removes only groups the caller may grant', () => {
  it('keeps Every Group and groups outside the caller’s reach', async () => {
    const groupsOf = async (id: number) =>
      (
        await db()
          .select({ g: s.accountGroupAccess.groupNumber })
          .from(s.accountGroupAccess)
          .where(eq(s.accountGroupAccess.accountId, id))
      )
        .map((r) => r.g)
        .sort((a, b) => a - b);
    const update = (token: string, accountId: number, groupNumbers: number[]) =>
      post(t.app, '/api/UserAccount/Update', token, {
        accountId,
        firstName: 'Up',
        lastName: 'Dated',
        groupNumbers,
      });
    const everyAm = await accountWith('AccountManager', [-1]);
    const a = await accountWith('Employer', [-1, G1]);
    const r1 = await update(everyAm.token, a.id, [G1, G2]);
    expect(r1.statusCode, r1.body).toBe(200);
    expect(await groupsOf(a.id)).toEqual([-1, G1, G2].sort((x, y) => x - y));
    // An account that also works for a group outside the caller's reach is not the caller's to manage
    // at all (issue 25: the reach impersonation uses too), so nothing of it changes.
    const oneAm = await accountWith('AccountManager', [G1]);
    const b = await accountWith('Employer', [G1, G2]);
    const r2 = await update(oneAm.token, b.id, []);
    expect(r2.statusCode, r2.body).toBe(404);
    expect(await groupsOf(b.id)).toEqual([G1, G2]);
  });
});
