/**
 * The benchmark's yardsticks: bare Fastify + node-postgres serving SQL the portal ran for each hot read
 * (captured per request variant), with the same pool size and the same named prepared statements,
 * answering the selected rows as plain JSON. No auth, validation, ORM, audit helper or response schema.
 *
 * - `/bare/<hot read>/<variant>` (the replay) runs every statement the request ran, session look-up and
 *   audit row included: what is left is the database work and HTTP, so the ratio shows what the portal
 *   adds in Node.
 * - `/data/<hot read>/<variant>` (data-only) runs only the statements that read the call's data
 *   (`dataOnly`): the physical limit of the read, so the ratio also shows the database work the portal
 *   adds per request (session, audit).
 *
 * Run by bench.ts as a child process: BARE_CAPTURES (file), DATABASE_URL, PORT, DB_POOL_MAX.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import { dataOnly, statementsFromJson, type Statement } from './capture.js';
import { PreparingClient } from '../src/db/statements.js';

/** hot read name → variant → the statements of one request. */
const captures = statementsFromJson<Record<string, Statement[][]>>(
  readFileSync(process.env.BARE_CAPTURES!, 'utf8'),
);
const dataCaptures = Object.fromEntries(
  Object.entries(captures).map(([name, variants]) => [name, variants.map(dataOnly)]),
);
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DB_POOL_MAX ?? 10),
  // The portal's statement handling: parameterised statements run as named prepared statements, so
  // the comparison measures what the portal adds in Node, not a difference in PostgreSQL's work.
  Client: PreparingClient,
});
pool.on('error', () => {});

const app = Fastify({ logger: false });

async function replay(statements: Statement[]): Promise<unknown[][]> {
  const out: unknown[][] = [];
  // A transaction keeps one connection, as Drizzle does.
  if (statements.some((s) => /^\s*begin\b/i.test(s.text))) {
    const client = await pool.connect();
    try {
      for (const s of statements) {
        const r = await client.query({ text: s.text, values: s.params });
        if (r.command === 'SELECT') out.push(r.rows);
      }
    } finally {
      client.release();
    }
    return out;
  }
  for (const s of statements) {
    const r = await pool.query({ text: s.text, values: s.params });
    if (r.command === 'SELECT') out.push(r.rows);
  }
  return out;
}

app.get('/ready', async () => ({ ok: true }));

for (const [prefix, set] of [
  ['bare', captures],
  ['data', dataCaptures],
] as const) {
  app.route({
    method: ['GET', 'POST'],
    url: `/${prefix}/:name/:variant`,
    handler: async (req, reply) => {
      const { name, variant } = req.params as { name: string; variant: string };
      const variants = set[name];
      if (!variants?.length) return reply.code(404).send({ error: 'unknown' });
      return replay(variants[Number(variant) % variants.length]!);
    },
  });
}

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void app.close().then(() => pool.end().then(() => process.exit(0)));
});
