import path from 'node:path';
import { readFileSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { openPglite } from '@bp/server/testing';
import {
  ARTIFACTS,
  REDIRECTED_MEMBER_FILE,
  REGISTRATION_MEMBER_2_FILE,
  REGISTRATION_MEMBER_FILE,
} from './env.js';
import { ELIGIBLE_MEMBER_FILE } from './anonymous-data.js';

type Db = Awaited<ReturnType<typeof openPglite>>['db'];

/** Two households covered today whose termination the terminations journey approves (en, sp). */
export const TERMINATION_HOUSEHOLDS_FILE = path.join(ARTIFACTS, 'termination-households.json');

export interface TerminationHousehold {
  memberId: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  /** Where the notice goes (set on the member record, with the member's language). */
  email: string;
  language: 'en' | 'sp';
}

/**
 * Picks two employees covered today (medical) whose households have no portal account and no
 * termination request — none of the other journeys' people (those with accounts, and the members the
 * registration and anonymous-area journeys type, read from their files: call this after writing them) —
 * and gives each an e-mail address and a language on the member record, so the coverage-ended notice
 * can be read back.
 */
export async function writeTerminationData(db: Db): Promise<void> {
  const taken = [
    REGISTRATION_MEMBER_FILE,
    REGISTRATION_MEMBER_2_FILE,
    REDIRECTED_MEMBER_FILE,
    ELIGIBLE_MEMBER_FILE,
  ].map((f) => (JSON.parse(readFileSync(f, 'utf8')) as { memberId: string }).memberId);
  const found = (
    (await db.execute(sql`
      select m.id, m.member_id, m.first_name, m.last_name, to_char(m.date_of_birth, 'YYYY-MM-DD') as date_of_birth
      from members m
      where m.dependent_number = 0 and m.status = 'active'
        and exists (select 1 from policies po where po.member_id = m.id and po.coverage_type = 'MED'
          and po.effective_date <= current_date and po.term_date is null)
        and not exists (select 1 from accounts a join members h on h.id = a.member_id
          where h.group_number = m.group_number and h.employee_number = m.employee_number)
        and not exists (select 1 from terminations z
          where z.group_number = m.group_number and z.employee_number = m.employee_number)
        and not exists (select 1 from members o where o.ssn_hmac = m.ssn_hmac and o.id <> m.id)
        and not exists (select 1 from members o where o.group_number = m.group_number
          and o.employee_number = m.employee_number
          and o.member_id in (${sql.join(
            taken.map((id) => sql`${id}`),
            sql`, `,
          )}))
      order by m.id limit 2`)) as unknown as {
      rows: {
        id: number;
        member_id: string;
        first_name: string;
        last_name: string;
        date_of_birth: string;
      }[];
    }
  ).rows;
  if (found.length < 2) throw new Error('not two households to terminate in the demo data');
  const households = found.map((r, i): TerminationHousehold => {
    const language = i === 0 ? 'en' : 'sp';
    return {
      memberId: r.member_id,
      firstName: r.first_name,
      lastName: r.last_name,
      dateOfBirth: r.date_of_birth,
      email: `e2e.termination.${language}@demo.test`,
      language,
    };
  });
  for (const [i, h] of households.entries())
    await db.execute(
      sql`update members set email = ${h.email}, language = ${h.language} where id = ${found[i]!.id}`,
    );
  writeFileSync(TERMINATION_HOUSEHOLDS_FILE, JSON.stringify(households));
}
