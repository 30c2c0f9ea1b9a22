import { createServer, type Server } from 'node:http';
import { createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import * as s from '../src/db/schema/index.js';
import { loadConfig, type SsoConfig } from '../src/config.js';
import { createTestApp, testConfig, type TestApp } from './helpers.js';
import { G1, G2, buildWorld, get, tokensOf, type World } from './scoping-fixture.js';

/**
 * Partner single sign-on (healthaccounts/sso, HCBB/sso, TALON/sso, sso/Partners) over the scoping world:
 * group one offers the cost comparison tool and a health account employer, group two neither. A local
 * test partner (an HTTP server here) receives the form post the browser would send and checks, with its
 * own code and only the portal's public key, the signature, issuer, audience, validity and subject.
 */
let t: TestApp;
let w: World;
let tok: Awaited<ReturnType<typeof tokensOf>>;
let sso: SsoConfig;
let partner: Server;
let partnerUrl: string;

const PARTNERS = {
  healthAccounts: { url: 'https://accounts.partner.test/sso/saml', audience: 'urn:partner:ha' },
  hcbb: { url: 'https://hcbb.partner.test/login', audience: 'urn:partner:hcbb' },
  talon: { url: 'https://talon.partner.test/sso', audience: 'urn:partner:talon' },
};
const PATHS = {
  healthAccounts: '/api/healthaccounts/sso',
  hcbb: '/api/HCBB/sso',
  talon: '/api/TALON/sso',
} as const;

type Launch = { url: string; method: string; fields: Record<string, string>; expiresAt: string };
type Verdict = { ok: boolean; reason?: string; claims?: Record<string, unknown> };

/** The test partner's check of a posted assertion, written independently of the portal's code. */
function check(body: URLSearchParams, audience: string, nowSec: number): Verdict {
  const jwt = body.get('assertion') ?? '';
  const [h, p, sig] = jwt.split('.');
  if (!h || !p || !sig) return { ok: false, reason: 'malformed' };
  const header = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg: string };
  if (header.alg !== 'RS256') return { ok: false, reason: 'algorithm' };
  const key = createPublicKey(sso.publicKeyPem);
  if (!verify('sha256', Buffer.from(`${h}.${p}`), key, Buffer.from(sig, 'base64url')))
    return { ok: false, reason: 'signature' };
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, number>;
  if (claims.iss !== (sso.issuer as unknown)) return { ok: false, reason: 'issuer' };
  if (claims.aud !== (audience as unknown)) return { ok: false, reason: 'audience' };
  if (!(claims.exp! > nowSec && claims.nbf! <= nowSec)) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

/** Posts the launch's fields to the local partner as the browser's auto-submitted form would. */
async function postToPartner(
  launch: Launch,
  audience: string,
  opts: { now?: number; tamper?: boolean } = {},
): Promise<Verdict> {
  const fields = { ...launch.fields };
  if (opts.tamper) {
    const [h, p, sig] = fields.assertion!.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    claims.sub = 'SOMEONE-ELSE';
    fields.assertion = `${h}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${sig}`;
  }
  const res = await fetch(
    `${partnerUrl}?audience=${encodeURIComponent(audience)}&now=${opts.now ?? ''}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    },
  );
  return (await res.json()) as Verdict;
}

beforeAll(async () => {
  const base = testConfig();
  sso = { ...base.sso, partners: PARTNERS };
  t = await createTestApp({ config: { sso } });
  w = await buildWorld(t.database.db);
  await t.database.db
    .update(s.groups)
    .set({ costComparisonTool: true, healthAccountEmployer: 'ACME-HSA' })
    .where(eq(s.groups.groupNumber, G1));
  await t.database.db
    .update(s.groups)
    .set({ costComparisonTool: false, healthAccountEmployer: null })
    .where(eq(s.groups.groupNumber, G2));
  tok = await tokensOf(t.app, w);
  partner = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://partner.local');
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => {
      const now = Number(url.searchParams.get('now')) || Math.floor(Date.now() / 1000);
      const verdict = check(new URLSearchParams(data), url.searchParams.get('audience')!, now);
      res.writeHead(verdict.ok ? 200 : 401, { 'content-type': 'application/json' });
      res.end(JSON.stringify(verdict));
    });
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  const addr = partner.address() as { port: number };
  partnerUrl = `http://127.0.0.1:${addr.port}/sso`;
});
afterAll(async () => {
  partner?.close();
  await t?.close();
});

describe('GET /api/sso/Partners', () => {
  it('lists the configured partners the member’s group offers', async () => {
    const mine = await get(t.app, '/api/sso/Partners', tok.employee);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual(['healthAccounts', 'hcbb', 'talon']);
    expect((await get(t.app, '/api/sso/Partners', tok.dependent)).json()).toEqual([
      'healthAccounts',
      'hcbb',
      'talon',
    ]);
    expect((await get(t.app, '/api/sso/Partners', tok.other)).json()).toEqual(['talon']);
    expect((await get(t.app, '/api/sso/Partners', tok.admin)).statusCode).toBe(403);
  });
});

describe('partner SSO launches', () => {
  it.each(Object.keys(PATHS) as (keyof typeof PATHS)[])(
    '%s: a signed, short-lived assertion for the member that the partner accepts',
    async (name) => {
      const before = Math.floor(Date.now() / 1000);
      const res = await get(t.app, PATHS[name], tok.employee);
      expect(res.statusCode, res.body).toBe(200);
      const launch = res.json() as Launch;
      expect(launch.method).toBe('POST');
      expect(launch.url).toBe(PARTNERS[name].url);
      // Nothing in the URL: the assertion travels in the posted form only.
      expect(new URL(launch.url).search).toBe('');
      expect(Object.keys(launch.fields)).toEqual(['assertion']);
      const expires = Date.parse(launch.expiresAt) / 1000;
      expect(expires - before).toBeLessThanOrEqual(sso.ttlSeconds + 1);
      expect(expires - before).toBeGreaterThan(0);

      const verdict = await postToPartner(launch, PARTNERS[name].audience);
      expect(verdict, JSON.stringify(verdict)).toMatchObject({ ok: true });
      expect(verdict.claims).toMatchObject({
        sub: w.publicIds.E,
        group: String(G1),
        given_name: 'Emp',
        family_name: 'Tester',
      });
      if (name === 'healthAccounts') expect(verdict.claims?.employer).toBe('ACME-HSA');
    },
  );

  it('the partner refuses a tampered, expired or misdirected assertion', async () => {
    const launch = (await get(t.app, PATHS.hcbb, tok.employee)).json() as Launch;
    const aud = PARTNERS.hcbb.audience;
    expect(await postToPartner(launch, aud, { tamper: true })).toMatchObject({
      ok: false,
      reason: 'signature',
    });
    const later = Math.floor(Date.now() / 1000) + sso.ttlSeconds + 5;
    expect(await postToPartner(launch, aud, { now: later })).toMatchObject({
      ok: false,
      reason: 'expired',
    });
    expect(await postToPartner(launch, PARTNERS.talon.audience)).toMatchObject({
      ok: false,
      reason: 'audience',
    });
  });

  it('each launch is a new assertion (jti) and is audited', async () => {
    const a = (await get(t.app, PATHS.talon, tok.other)).json() as Launch;
    const b = (await get(t.app, PATHS.talon, tok.other)).json() as Launch;
    expect(a.fields.assertion).not.toBe(b.fields.assertion);
    const rows = await t.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, 'sso.talon'), inArray(s.auditLog.memberId, [w.members.O])));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    // One row per assertion: its jti.
    expect(new Set(rows.map((r) => r.entityId)).size).toBe(rows.length);
  });

  it('a partner the member’s group does not offer is 403; staff are 403; anonymous 401', async () => {
    expect((await get(t.app, PATHS.hcbb, tok.other)).statusCode).toBe(403);
    expect((await get(t.app, PATHS.healthAccounts, tok.other)).statusCode).toBe(403);
    expect((await get(t.app, PATHS.talon, tok.admin)).statusCode).toBe(403);
    expect((await get(t.app, PATHS.talon)).statusCode).toBe(401);
  });

  it('a partner without configuration is not offered and its call is 404', async () => {
    const partners = t.app.appConfig.sso.partners;
    const saved = partners.talon;
    delete partners.talon;
    try {
      expect((await get(t.app, PATHS.talon, tok.employee)).statusCode).toBe(404);
      expect((await get(t.app, '/api/sso/Partners', tok.other)).json()).toEqual([]);
    } finally {
      partners.talon = saved;
    }
  });
});

describe('the signing key', () => {
  it('is generated at first start (mode 0600, under the data directory) and kept', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bp-sso-key-'));
    const env = { NODE_ENV: 'test', DATA_DIR: dir };
    const first = loadConfig(env).sso;
    const file = path.join(dir, 'keys', 'sso-signing.pem');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig(env).sso.keyId).toBe(first.keyId);
    expect(first.partners).toEqual({});
    expect(() => loadConfig({ ...env, SSO_TALON_URL: 'http://talon.partner.test/sso' })).toThrow(
      /https/,
    );
    expect(
      loadConfig({ ...env, SSO_TALON_URL: 'https://talon.partner.test/sso' }).sso.partners.talon,
    ).toEqual({ url: 'https://talon.partner.test/sso', audience: 'https://talon.partner.test' });
  });
});
