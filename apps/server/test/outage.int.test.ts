import { describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/client.js';
import { createTestApp, errorOf } from './helpers.js';

describe('database outage', () => {
  it('answers 503 while the database is down, and /healthz stays up', async () => {
    // A PostgreSQL pool pointed at a closed port behaves like a server that went away.
    const database = openPostgres('postgres://postgres@127.0.0.1:1/none');
    const t = await createTestApp({ database });
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/token',
        payload: { grant_type: 'anonymous' },
      });
      expect(res.statusCode).toBe(503);
      expect(errorOf(res)).toEqual({
        error: 'service_unavailable',
        error_description: 'benefitsUnavailable',
      });
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/token/revoke',
        headers: { authorization: 'Bearer x' },
      });
      expect(again.statusCode).toBe(503);
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
