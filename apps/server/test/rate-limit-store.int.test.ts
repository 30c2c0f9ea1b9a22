import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase } from './helpers.js';

const limits = { token: 3, registration: 3, forgotPassword: 3, publicWrite: 3 };
/** A client address of its own, so runs sharing one Redis never count each other's requests. */
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function anonymousSignIn(
  app: Awaited<ReturnType<typeof createTestApp>>['app'],
  remoteAddress: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/token',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'grant_type=anonymous',
  });
}

describe('rate-limit store', () => {
  it('keeps serving when the Redis store is unreachable (limits are skipped, nobody is locked out)', async () => {
    const t = await createTestApp({
      config: { rateLimits: limits, redisUrl: 'redis://127.0.0.1:1' },
    });
    try {
      const address = randomAddress();
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) codes.push((await anonymousSignIn(t.app, address)).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 200]);
    } finally {
      await t.close();
    }
  });

  // Needs a Redis server: CI sets TEST_REDIS_URL to the local one.
  const redisUrl = process.env.TEST_REDIS_URL;
  if (redisUrl) {
    it('counts one client together across two instances sharing Redis', async () => {
      const { database, drop } = await openTestDatabase();
      const a = await createTestApp({ database, config: { rateLimits: limits, redisUrl } });
      const b = await createTestApp({ database, config: { rateLimits: limits, redisUrl } });
      try {
        const address = randomAddress();
        const codes = [
          (await anonymousSignIn(a.app, address)).statusCode,
          (await anonymousSignIn(b.app, address)).statusCode,
          (await anonymousSignIn(a.app, address)).statusCode,
          (await anonymousSignIn(b.app, address)).statusCode,
        ];
        expect(codes).toEqual([200, 200, 200, 429]);
        // Another client is not affected.
        expect((await anonymousSignIn(b.app, randomAddress())).statusCode).toBe(200);
      } finally {
        await a.app.close();
        await b.app.close();
        await database.close().catch(() => {});
        await drop();
      }
    });
  }
});
