import { asc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { diagnosisCodes, foldSp, SP_ACCENTED, SP_PLAIN } from '../../db/schema/index.js';

/** Escapes LIKE's wildcards in typed text. */
const likeText = (v: string) => v.replace(/[%_\\]/g, (c) => `\\${c}`);

/** Lower case without Spanish accents, as `foldSp` computes it in SQL. */
export function foldText(v: string): string {
  let out = '';
  for (const ch of v) {
    const i = SP_ACCENTED.indexOf(ch);
    out += i >= 0 ? SP_PLAIN[i] : ch;
  }
  return out.toLowerCase();
}

export type DiagnosisRow = typeof diagnosisCodes.$inferSelect;

/**
 * Diagnosis codes whose code starts with `code` (the typed text as a code, dot placed) or whose English
 * or accent-free Spanish description contains `text` (trigram indexes on both); the exact code first,
 * then by code; at most `limit` rows.
 */
export function search(
  db: DbOrTx,
  q: { code: string; text: string },
  limit: number,
): Promise<DiagnosisRow[]> {
  const words = likeText(q.text.toLowerCase());
  return db
    .select()
    .from(diagnosisCodes)
    .where(
      or(
        sql`${diagnosisCodes.code} like ${`${likeText(q.code)}%`}`,
        sql`lower(${diagnosisCodes.description}) like ${`%${words}%`}`,
        sql`${foldSp(diagnosisCodes.descriptionSp)} like ${`%${likeText(foldText(q.text))}%`}`,
      ),
    )
    .orderBy(sql`${diagnosisCodes.code} = ${q.code} desc`, asc(diagnosisCodes.code))
    .limit(limit);
}

/** One diagnosis code of the reference list (primary-key probe). */
export async function byCode(db: DbOrTx, code: string): Promise<DiagnosisRow | undefined> {
  const [row] = await db
    .select()
    .from(diagnosisCodes)
    .where(eq(diagnosisCodes.code, code))
    .limit(1);
  return row;
}
