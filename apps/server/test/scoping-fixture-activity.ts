import type { DbOrTx } from '../src/db/client.js';
import * as s from '../src/db/schema/index.js';
import { G1, G2, YEAR, type World } from './scoping-world.js';

/** Claims, accumulators, precerts and conversations of the scoping world (see scoping-fixture.ts). */

type Ids = World['members'];
type Providers = World['providers'];

type ClaimSpec = {
  m: keyof World['members'];
  date: string;
  p: 'P1' | 'P2';
  billed: number;
  paid: number;
  ded: number;
  copay?: number;
  network?: 'in' | 'out';
  status?: string;
};

let claimSeq = 990_000_000 + (process.pid % 1000) * 1000;

/** Claims of both households and accumulators equal to the sums of this year's claims. */
export async function addClaimsAndAccumulators(
  db: DbOrTx,
  ids: Ids,
  providers: Providers,
  planYearId: number,
): Promise<number[]> {
  const py = { id: planYearId };
  const claimSpecs: ClaimSpec[] = [
    { m: 'E', date: `${YEAR}-01-10`, p: 'P1', billed: 20_000, paid: 5_000, ded: 10_000 },
    {
      m: 'E',
      date: `${YEAR}-02-10`,
      p: 'P2',
      billed: 15_000,
      paid: 6_000,
      ded: 4_000,
      copay: 2_500,
    },
    { m: 'S', date: `${YEAR}-03-05`, p: 'P1', billed: 30_000, paid: 10_000, ded: 8_000 },
    { m: 'A', date: `${YEAR}-04-01`, p: 'P2', billed: 99_999, paid: 50_000, ded: 20_000 },
    { m: 'K', date: `${YEAR}-05-20`, p: 'P1', billed: 12_000, paid: 9_000, ded: 0, copay: 1_000 },
    {
      m: 'E',
      date: `${YEAR}-06-15`,
      p: 'P1',
      billed: 8_000,
      paid: 0,
      ded: 6_000,
      network: 'out',
      status: 'processed',
    },
    { m: 'S', date: `${YEAR}-07-01`, p: 'P2', billed: 5_000, paid: 0, ded: 0, status: 'pending' },
    { m: 'O', date: `${YEAR}-08-01`, p: 'P1', billed: 7_000, paid: 3_000, ded: 1_000 },
    { m: 'E', date: `${YEAR - 1}-11-11`, p: 'P1', billed: 9_000, paid: 4_000, ded: 2_000 },
  ];
  const claimIds: number[] = [];
  for (const c of claimSpecs) {
    const copay = c.copay ?? 0;
    const allowed = c.paid + c.ded + copay;
    const notCovered = c.billed - allowed > 1000 ? 1000 : 0;
    const [row] = await db
      .insert(s.claims)
      .values({
        claimPrefix: 99,
        claimNumber: ++claimSeq,
        claimSuffix: 0,
        memberId: ids[c.m],
        subscriberId: c.m === 'O' ? ids.O : ids.E,
        groupNumber: c.m === 'O' ? G2 : G1,
        employeeNumber: c.m === 'O' ? 777 : 501,
        dependentNumber: { E: 0, S: 1, A: 2, K: 3, O: 0 }[c.m],
        providerId: providers[c.p],
        network: c.network ?? 'in',
        claimType: 'medical',
        coverageCode: 'MED',
        planYear: Number(c.date.slice(0, 4)),
        serviceDate: c.date,
        serviceEndDate: c.date,
        receivedDate: c.date,
        processedDate: c.status === 'pending' ? null : c.date,
        status: c.status ?? 'paid',
        billedCents: c.billed,
        allowedCents: allowed,
        deductibleCents: c.ded,
        copayCents: copay,
        coinsuranceCents: 0,
        notCoveredCents: notCovered,
        planPaidCents: c.paid,
        memberResponsibilityCents: c.ded + copay + notCovered,
      })
      .returning({ id: s.claims.id });
    claimIds.push(row!.id);
  }
  // Accumulators kept equal to the claims of the year: in-network deductible E = 10 000 + 4 000, family = all in-network deductibles.
  const acc = (
    memberId: number,
    level: string,
    bucket: string,
    network: string,
    applied: number,
    limit: number,
  ) => ({
    memberId,
    level,
    planYearId: py!.id,
    year: YEAR,
    bucket,
    network,
    appliedCents: applied,
    limitCents: limit,
  });
  await db
    .insert(s.accumulators)
    .values([
      acc(ids.E, 'individual', 'deductible', 'in', 14_000, 150_000),
      acc(ids.E, 'individual', 'deductible', 'out', 6_000, 300_000),
      acc(ids.E, 'individual', 'oop', 'in', 16_500, 500_000),
      acc(ids.E, 'family', 'deductible', 'in', 42_000, 300_000),
      acc(ids.A, 'individual', 'deductible', 'in', 20_000, 150_000),
      acc(ids.O, 'individual', 'deductible', 'in', 1_000, 150_000),
    ]);

  return claimIds;
}

/** Precerts: the kid's with provider 1, the adult child's with provider 2, the other employee's with provider 1. */
export async function addPrecerts(
  db: DbOrTx,
  ids: Ids,
  providers: Providers,
): Promise<World['precerts']> {
  const [pc1] = await db
    .insert(s.precertifications)
    .values({
      memberId: ids.K,
      groupNumber: G1,
      employeeNumber: 501,
      dependentNumber: 3,
      providerId: providers.P1,
      certType: 'outpatient',
      requestDate: `${YEAR}-05-01`,
      fromDate: `${YEAR}-05-20`,
      status: 'approved',
      notes: 'Approved as requested.',
    })
    .returning({ c: s.precertifications.certNo });
  const [pc2] = await db
    .insert(s.precertifications)
    .values({
      memberId: ids.A,
      groupNumber: G1,
      employeeNumber: 501,
      dependentNumber: 2,
      providerId: providers.P2,
      certType: 'inpatient',
      requestDate: `${YEAR}-03-25`,
      fromDate: `${YEAR}-04-01`,
      status: 'partial',
    })
    .returning({ c: s.precertifications.certNo });
  const [pc3] = await db
    .insert(s.precertifications)
    .values({
      memberId: ids.O,
      groupNumber: G2,
      employeeNumber: 777,
      dependentNumber: 0,
      providerId: providers.P1,
      certType: 'imaging',
      requestDate: `${YEAR}-07-25`,
      fromDate: `${YEAR}-08-01`,
      status: 'pending',
    })
    .returning({ c: s.precertifications.certNo });

  return { kidP1: pc1!.c, adultP2: pc2!.c, otherP1: pc3!.c };
}

/** Conversations: the employee's (owned by the nurse), the employee's queued one, the other household's queued one. */
export async function addConversations(
  db: DbOrTx,
  ids: Ids,
  accountIds: Record<string, number>,
): Promise<World['conversations']> {
  const conv = async (
    v: Partial<typeof s.conversations.$inferInsert>,
    msgs: { toStaff: boolean; read: boolean; internal?: boolean }[],
  ) => {
    const [c] = await db
      .insert(s.conversations)
      .values({ subject: 'Test subject', ...v })
      .returning({ id: s.conversations.id });
    for (const m of msgs)
      await db.insert(s.messages).values({ conversationId: c!.id, body: 'hello', ...m });
    return c!.id;
  };
  const conversations = {
    employee: await conv(
      {
        subject: 'My claim question',
        accountId: accountIds.employee,
        memberId: ids.E,
        groupNumber: G1,
        ownerAccountId: accountIds.nurse,
        inQueue: false,
      },
      [
        { toStaff: true, read: false },
        { toStaff: false, read: false },
        { toStaff: false, read: false, internal: true },
      ],
    ),
    queue: await conv(
      {
        subject: 'Queued question',
        accountId: accountIds.employee,
        memberId: ids.E,
        groupNumber: G1,
        inQueue: true,
      },
      [{ toStaff: true, read: false }],
    ),
    other: await conv(
      {
        subject: 'Other household',
        accountId: accountIds.other,
        memberId: ids.O,
        groupNumber: G2,
        inQueue: true,
      },
      [{ toStaff: true, read: false }],
    ),
  };

  return conversations;
}
