import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig, trustProxy } from '../src/config.js';
import * as s from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * Issue 30: behind a proxy the client address (rate limits, the per-client sign-in lockout, the request
 * log) comes from X-Forwarded-For, but only when the peer is one of the configured proxies (TRUST_PROXY);
 * from any other peer the header is ignored, so a client cannot pick its own address.
 */

describe('TRUST_PROXY', () => {
  it('reads false, true, or a list of addresses, networks and well-known names; refuses the rest', () => {
    expect(trustProxy(undefined)).toBe(false);
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy(' 127.0.0.1, 10.0.0.0/8 ,fd00::/8,::1,loopback ')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', '::/129', 'proxy.internal', '10.0.0.1/8/1', '1'])
      expect(() => trustProxy(bad), bad).toThrow(/TRUST_PROXY/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'test',
        // Keys generated at a first load go here, as the test configuration's do (helpers.ts).
        DATA_DIR: path.join(os.tmpdir(), 'bp-server-test-data'),
        TRUST_PROXY: '300.1.1.1',
      }),
    ).toThrow(/TRUST_PROXY/);
  });

  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { trustProxy: trustProxy('127.0.0.1,10.0.0.0/8') },
      extend: (app) => {
        app.get('/test/client', async (req) => ({ ip: req.ip, protocol: req.protocol }));
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const client = async (remoteAddress: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: '/test/client', remoteAddress, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { ip: string; protocol: string };
  };

  it('takes the client from X-Forwarded-For when a configured proxy sends it', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' };
    expect(await client('127.0.0.1', forwarded)).toEqual({ ip: '203.0.113.9', protocol: 'https' });
    expect(await client('10.20.30.40', forwarded)).toEqual({
      ip: '203.0.113.9',
      protocol: 'https',
    });
    // A chain: the nearest address the trusted proxies did not add is the client.
    expect(
      await client('10.0.0.5', { 'x-forwarded-for': '198.51.100.1, 203.0.113.9, 10.0.0.7' }),
    ).toMatchObject({ ip: '203.0.113.9' });
  });

  it('ignores X-Forwarded-For from any other peer', async () => {
    const forged = { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' };
    expect(await client('198.51.100.50', forged)).toEqual({
      ip: '198.51.100.50',
      protocol: 'http',
    });
    expect(await client('11.0.0.1', forged)).toMatchObject({ ip: '11.0.0.1' });
  });

  it('counts sign-in failures against the forwarded client (the per-client lockout sees the real address)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      remoteAddress: '10.1.1.1',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': '192.0.2.77',
      },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: 'nobody-trust-proxy@example.test',
        password: 'Wrong-Password-1',
      }).toString(),
    });
    expect(res.statusCode).toBe(400);
    const rows = await t.database.db
      .select({ ip: s.loginAttempts.ip })
      .from(s.loginAttempts)
      .where(eq(s.loginAttempts.username, 'nobody-trust-proxy@example.test'));
    expect(rows).toEqual([{ ip: '192.0.2.77' }]);
  });
});
