import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ROLE_NAMES,
  buildPath,
  parsePermissions,
  permissionId,
  roleClassOf,
  type Access,
  type EndpointDef,
  type PermissionMap,
  type RoleName,
} from '@bp/contract';
import { createAccount, demoUsername, uniqueUsername } from './fixtures.js';
import {
  anonymousToken,
  createTestApp,
  tokenRequest,
  TEST_PASSWORD,
  type TestApp,
} from './helpers.js';

/**
 * Every bound endpoint × every kind of caller. The expectation is computed from the descriptor's
 * access and the caller's own permissions (from its login response), so new endpoints join by
 * being bound. Requests carry an unknown field so that an allowed call stops at validation (400)
 * without side effects: a 401/403 proves authorization ran first.
 */
type Probe = {
  label: string;
  token?: string;
  role?: RoleName;
  permissions: PermissionMap;
  forced?: boolean;
  anonymous?: boolean;
  /** An impersonation session (staff acting as this user). */
  impersonated?: boolean;
};

function expected(access: Access, p: Probe): 'allowed' | 401 | 403 {
  if (access.kind === 'public') return 'allowed';
  if (!p.token) return 401;
  if (access.kind === 'anonymous') return 'allowed';
  if (p.anonymous || !p.role) return 401;
  if (p.forced && !access.duringForcedChange) return 403;
  if (p.impersonated && access.notWhileImpersonating) return 403;
  const cls = roleClassOf(p.role);
  if (!access.roleClasses.includes(cls)) return 403;
  if (access.roles && !access.roles.includes(p.role)) return 403;
  if (access.anyPermission && !access.exemptClasses?.includes(cls)) {
    const held = access.anyPermission.some((k) => {
      const e = p.permissions[permissionId(k)];
      return e !== undefined && (!access.write || !e.readonly);
    });
    if (!held) return 403;
  }
  return 'allowed';
}

function probeRequest(def: EndpointDef) {
  const params = Object.fromEntries(Object.keys(def.params?.shape ?? {}).map((k) => [k, '1']));
  const url = `${buildPath(def.path, params)}?__authzProbe=1`;
  const hasBody = def.method !== 'GET' && def.method !== 'DELETE';
  return { method: def.method, url, ...(hasBody ? { payload: { __authzProbe: true } } : {}) };
}

let t: TestApp;
const probes: Probe[] = [];

beforeAll(async () => {
  t = await createTestApp();
  probes.push({ label: 'no token', permissions: {} });
  probes.push({
    label: 'anonymous grant',
    token: await anonymousToken(t.app),
    permissions: {},
    anonymous: true,
  });
  const accountIds = new Map<RoleName, number>();
  for (const role of ROLE_NAMES) {
    const res = await tokenRequest(t.app, {
      username: demoUsername(role),
      password: TEST_PASSWORD,
    });
    expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
    const body = res.json();
    accountIds.set(role, body.accountId);
    probes.push({
      label: role,
      role,
      token: body.access_token,
      permissions: parsePermissions(body.permissions),
      forced: body.toChangePassword,
    });
  }
  // Impersonation sessions of the administrator (Every Group) as a user of each portal: the target's
  // permissions, less the calls the contract bars impersonation from (notWhileImpersonating).
  const admin = probes.find((p) => p.role === 'Administrator')!;
  for (const role of ['Employee', 'Employer', 'Provider', 'CustomerService'] as const) {
    const res = await tokenRequest(t.app, {
      grant_type: 'impersonation',
      token: admin.token!,
      userId: String(accountIds.get(role)),
    });
    expect(res.statusCode, `impersonating ${role}: ${res.body}`).toBe(200);
    const body = res.json();
    probes.push({
      label: `Administrator impersonating ${role}`,
      role,
      token: body.access_token,
      permissions: parsePermissions(body.permissions),
      impersonated: true,
    });
  }
  const forcedName = uniqueUsername('forced');
  await createAccount(t.database.db, {
    username: forcedName,
    role: 'Administrator',
    overrides: { mustChangePassword: true },
  });
  const forced = (
    await tokenRequest(t.app, { username: forcedName, password: TEST_PASSWORD })
  ).json();
  probes.push({
    label: 'Administrator (forced password change)',
    role: 'Administrator',
    token: forced.access_token,
    permissions: parsePermissions(forced.permissions),
    forced: true,
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('authorization matrix', () => {
  it('every bound endpoint states its access', () => {
    expect(t.app.endpoints.size).toBeGreaterThan(0);
    for (const def of t.app.endpoints.values())
      expect(['public', 'anonymous', 'signedIn'], def.id).toContain(def.access.kind);
  });

  it('denies exactly the callers the descriptor does not allow, before validation', async () => {
    const failures: string[] = [];
    for (const def of t.app.endpoints.values()) {
      await Promise.all(
        probes.map(async (p) => {
          const want = expected(def.access, p);
          const res = await t.app.inject({
            ...probeRequest(def),
            headers: p.token ? { authorization: `Bearer ${p.token}` } : {},
          });
          const barred =
            p.impersonated &&
            def.access.kind === 'signedIn' &&
            def.access.notWhileImpersonating !== undefined &&
            want === 403 &&
            expected({ ...def.access, notWhileImpersonating: undefined }, p) === 'allowed';
          const ok =
            want === 'allowed'
              ? res.statusCode !== 401 && res.statusCode !== 403
              : res.statusCode === want &&
                // Barred only by the impersonation: the answer says so (the web keeps the session).
                (!barred || res.json().error_description === 'notWhileImpersonating');
          if (!ok)
            failures.push(
              `${def.id} as ${p.label}: expected ${want}, got ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
        }),
      );
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
