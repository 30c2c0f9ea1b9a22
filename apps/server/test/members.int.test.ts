import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, sessions } from '../src/db/schema/index.js';
import { createTestApp, errorOf, type TestApp } from './helpers.js';
import { G1, G2, buildWorld, get, post, tokensOf, type World } from './scoping-fixture.js';
import { verifyToken } from '../src/modules/auth/tokens.js';
import { TEST_TOKEN_KEY } from './prepare.js';

let t: TestApp;
let w: World;
let tok: Awaited<ReturnType<typeof tokensOf>>;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.database.db);
  tok = await tokensOf(t.app, w);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/Member/Profile', () => {
  it('employee: self, then the household; details only for the granting spouse and the minor', async () => {
    const res = await get(t.app, '/api/Member/Profile', tok.employee);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json();
    expect(p.empdep).toMatchObject({
      memberId: w.publicIds.E,
      groupNumber: G1,
      groupName: 'Test Group One',
      dependentNumber: 0,
      relationship: '18',
      accessGranted: true,
      ssnLast4: '1234',
    });
    expect(p.empdep.coverages).toEqual([
      expect.objectContaining({ coverageType: 'MED', planName: 'Test PPO', tier: 'Family' }),
    ]);
    const byDep = Object.fromEntries(
      p.dependents.map((d: { dependentNumber: number }) => [d.dependentNumber, d]),
    );
    expect(Object.keys(byDep).sort()).toEqual(['1', '2', '3']);
    expect(byDep[1]).toMatchObject({ relationship: '01', accessGranted: true, ssnLast4: '1234' });
    expect(byDep[3]).toMatchObject({ relationship: '19', accessGranted: true });
    // The adult child has not granted access: who she is, nothing more.
    expect(byDep[2]).toMatchObject({
      firstName: 'Adult',
      accessGranted: false,
      ssnLast4: null,
      address: null,
      email: null,
      homePhone: null,
      coverages: [],
    });
    expect(JSON.stringify(p)).not.toContain('ssn_encrypted');
  });

  it('dependent: only him/herself', async () => {
    const p = (await get(t.app, '/api/Member/Profile', tok.dependent)).json();
    expect(p.empdep).toMatchObject({
      memberId: w.publicIds.A,
      dependentNumber: 2,
      accessGranted: true,
    });
    expect(p.dependents).toEqual([]);
  });

  it('writes one audit row per person whose details were returned', async () => {
    await get(t.app, '/api/Member/Profile', tok.other);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.actorAccountId, w.accountIds.other!),
          eq(auditLog.action, 'members.profile'),
          eq(auditLog.entity, 'member'),
        ),
      );
    expect(rows.map((r) => r.memberId)).toEqual([w.members.O]);
  });

  it('is for members only', async () => {
    for (const k of ['employer', 'provider', 'nurse'] as const)
      expect((await get(t.app, '/api/Member/Profile', tok[k])).statusCode).toBe(403);
    expect((await get(t.app, '/api/Member/Profile')).statusCode).toBe(401);
  });
});

describe('household lists', () => {
  it('DependentsPermissions/Dependents and MemberDependents: the household with access flags', async () => {
    for (const url of [
      '/api/DependentsPermissions/Dependents',
      '/api/UserAccount/MemberDependents',
    ]) {
      const res = await get(t.app, url, tok.employee);
      expect(res.statusCode, res.body).toBe(200);
      const flags = Object.fromEntries(
        res
          .json()
          .map((d: { dependentNumber: number; accessGranted: boolean }) => [
            d.dependentNumber,
            d.accessGranted,
          ]),
      );
      expect(flags).toEqual({ 0: true, 1: true, 2: false, 3: true });
    }
    const dep = (await get(t.app, '/api/DependentsPermissions/Dependents', tok.dependent)).json();
    expect(dep.map((d: { memberId: string }) => d.memberId)).toEqual([w.publicIds.A]);
  });

  it('LoggedDependent: the caller’s own entry', async () => {
    const res = await get(t.app, '/api/DependentsPermissions/LoggedDependent', tok.dependent);
    expect(res.json()).toMatchObject({
      memberId: w.publicIds.A,
      dependentNumber: 2,
      accessGranted: true,
    });
  });

  it('MemberDependents: employers name a member of their groups; others are 404; members cannot widen', async () => {
    const ok = await get(
      t.app,
      `/api/UserAccount/MemberDependents?memberId=${w.publicIds.K}`,
      tok.employer,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toHaveLength(4);
    expect(
      (
        await get(
          t.app,
          `/api/UserAccount/MemberDependents?memberId=${w.publicIds.O}`,
          tok.employer,
        )
      ).statusCode,
    ).toBe(404);
    expect((await get(t.app, '/api/UserAccount/MemberDependents', tok.employer)).statusCode).toBe(
      400,
    );
    expect(
      (
        await get(
          t.app,
          `/api/UserAccount/MemberDependents?memberId=${w.publicIds.A}`,
          tok.employee,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await get(
          t.app,
          `/api/UserAccount/MemberDependents?memberId=${w.publicIds.E}`,
          tok.dependent,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('Policies', () => {
  it('PoliciesByUser: the caller’s records, the active one selected', async () => {
    const res = await get(t.app, '/api/Policies/PoliciesByUser', tok.employee);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        groupNumber: G1,
        groupName: 'Test Group One',
        employeeNumber: 501,
        dependentNumber: 0,
        memberId: w.publicIds.E,
        effectiveDate: '2020-01-01',
        terminationDate: null,
        selected: true,
      },
    ]);
  });

  it('SetActivePolicy: own policy sets the session; another member’s is 404; bad input 400', async () => {
    const own = await post(t.app, '/api/Policies/SetActivePolicy', tok.employee, {
      groupNumber: G1,
      employeeNumber: 501,
      dependentNumber: 0,
    });
    expect(own.statusCode, own.body).toBe(200);
    const sessionId = verifyToken(TEST_TOKEN_KEY, tok.employee)!;
    const [s] = await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(s!.activeMemberId).toBe(w.members.E);

    for (const body of [
      { groupNumber: G2, employeeNumber: 777, dependentNumber: 0 },
      { groupNumber: G1, employeeNumber: 501, dependentNumber: 2 },
    ]) {
      const res = await post(t.app, '/api/Policies/SetActivePolicy', tok.employee, body);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).error_description).toBe('notFound');
    }
    const bad = await post(t.app, '/api/Policies/SetActivePolicy', tok.employee, {
      groupNumber: 0,
      employeeNumber: 'x',
      extra: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toMatchObject({
      groupNumber: expect.any(String),
      employeeNumber: expect.any(String),
    });
  });
});

describe('DependentsPermissions grants', () => {
  const grants = (token: string) => get(t.app, '/api/DependentsPermissions/Permissions', token);
  const update = (token: string, accessGranted: boolean, dependentNumber = 0) =>
    post(t.app, '/api/DependentsPermissions/Update', token, {
      grants: [{ dependentNumber, accessGranted }],
    });
  const employeeSeesAdult = async () =>
    (await get(t.app, '/api/DependentsPermissions/Dependents', tok.employee))
      .json()
      .find((d: { dependentNumber: number }) => d.dependentNumber === 2).accessGranted;

  it('an adult dependent grants and withdraws the employee’s access; the employee’s view follows', async () => {
    expect((await grants(tok.dependent)).json()).toEqual([
      {
        dependentNumber: 0,
        firstName: 'Emp',
        lastName: 'Tester',
        relationship: '18',
        adult: true,
        accessGranted: false,
      },
    ]);
    expect(await employeeSeesAdult()).toBe(false);
    expect((await update(tok.dependent, true)).statusCode).toBe(200);
    expect(await employeeSeesAdult()).toBe(true);
    expect((await grants(tok.dependent)).json()[0].accessGranted).toBe(true);
    expect((await update(tok.dependent, false)).statusCode).toBe(200);
    expect(await employeeSeesAdult()).toBe(false);
  });

  it('the employee has nothing to grant; other numbers are 404; bad input 400', async () => {
    expect((await grants(tok.employee)).json()).toEqual([]);
    expect((await update(tok.employee, true, 2)).statusCode).toBe(404);
    expect((await update(tok.dependent, true, 3)).statusCode).toBe(404);
    const bad = await post(t.app, '/api/DependentsPermissions/Update', tok.dependent, {
      grants: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({ grants: 'required' });
  });
});
