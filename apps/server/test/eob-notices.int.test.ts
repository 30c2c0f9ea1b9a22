import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { idCardCopayLine } from '@bp/contract';
import { formatDate } from '@bp/contract/format';
import { filingDeadline } from '@bp/contract/rules/appeal-clocks';
import { documentTexts } from '../src/modules/documents/texts.js';
import { readPdf } from '../src/testing/pdf-text.js';
import { bearer, createTestApp, login, type TestApp } from './helpers.js';

/**
 * What a claim determination says (issue 27.3) on the seeded demo data: the plan provision of each denied or
 * reduced line (EOB and claim details), the right to documents, the No Surprises Act notice only on emergency
 * and out-of-network-at-in-network-facility claims, Spanish documents without English labels, and the
 * provider's EOP addressed to a provider. Expected values are read with plain SQL.
 */
let t: TestApp;
let employeeTok = '';
let providerTok = '';
const EN = documentTexts('en');
const SP = documentTexts('sp');

type Row = Record<string, unknown>;
const rows = async (q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows;

interface ClaimRow extends Row {
  id: number;
  claim_prefix: number;
  claim_number: number;
  claim_suffix: number;
}
const keyOf = (c: ClaimRow) => ({
  claimPrefix: String(c.claim_prefix),
  claimNumber: String(c.claim_number),
  claimSuffix: String(c.claim_suffix),
});

/** The demo employee's household claims matching `where` (determined, with lines), newest first. */
async function employeeClaim(where: ReturnType<typeof sql>): Promise<ClaimRow> {
  const [c] = await rows(sql`
    select c.* from claims c
    join members m on m.id = c.member_id
    join accounts a on a.member_id = m.id and a.username = 'employee@demo.test'
    where c.status in ('paid', 'processed', 'denied', 'adjusted')
      and exists (select 1 from claim_lines l where l.claim_id = c.id)
      and ${where}
    order by c.service_date desc, c.id desc limit 1`);
  if (!c) throw new Error('the demo employee has no such claim');
  return c as ClaimRow;
}

const pdfOf = async (token: string, body: object, spanish = false) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/RedCard/GetEobPDF',
    headers: { ...bearer(token), ...(spanish ? { 'accept-language': 'es-US' } : {}) },
    payload: body,
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return (await readPdf(res.rawPayload)).text;
};

/** A denied line's expected provision (plan of the claim's policy, reason 50). */
async function provisionOf(claim: ClaimRow, code: string) {
  const [p] = await rows(sql`
    select pp.* from plan_provisions pp join policies po on po.plan_id = pp.plan_id
    where po.id = ${claim['policy_id']} and pp.reason_code = ${code}`);
  if (!p) throw new Error(`no provision ${code}`);
  return p as Record<'section' | 'title_en' | 'title_sp' | 'text_en' | 'text_sp', string>;
}

const squash = (s: string) => s.replace(/\s+/g, ' ');

/** The last day to appeal a claim's determination, as printed (MM/DD/YYYY): 180 days after receipt. */
const lastDayOf = (c: ClaimRow) => {
  const d = (c['processed_date'] ?? c['received_date']) as string | Date;
  return formatDate(filingDeadline(d instanceof Date ? d.toISOString().slice(0, 10) : d).lastDay);
};
/** Issue 31: the plain-words reason of a line denied as not medically necessary (CARC 50). */
const PLAIN_50 = {
  en: 'The plan decided this service was not medically necessary for the condition treated, so it did not pay for it.',
  sp: 'El plan decidió que este servicio no era médicamente necesario para la afección tratada, así que no lo pagó.',
};

let denied: ClaimRow;
beforeAll(async () => {
  t = await createTestApp();
  employeeTok = await login(t.app, 'employee@demo.test');
  providerTok = await login(t.app, 'provider@demo.test');
  // The demo employee's physical therapy denied as not medically necessary (CARC 50).
  denied = await employeeClaim(
    sql`c.status = 'denied' and exists (select 1 from claim_lines l where l.claim_id = c.id and '50' = any(l.remark_codes))`,
  );
});
afterAll(async () => {
  await t?.close();
});

describe('plan provisions', () => {
  it('exist for every plan and every reason code the demo claims deny or reduce a line with', async () => {
    const missing = await rows(sql`
      select distinct po.plan_id, l.remark_codes[1] as code
      from claim_lines l join claims c on c.id = l.claim_id join policies po on po.id = c.policy_id
      where (l.not_covered_cents > 0 or (c.network = 'out' and l.allowed_cents < l.billed_cents))
        and not exists (select 1 from plan_provisions pp where pp.plan_id = po.plan_id and pp.reason_code = any(l.remark_codes))`);
    expect(missing).toEqual([]);
    const [{ plans }] = (await rows(
      sql`select count(distinct plan_id)::int as plans from plan_provisions`,
    )) as [{ plans: number }];
    const [{ all }] = (await rows(sql`select count(*)::int as "all" from plans`)) as [
      { all: number },
    ];
    expect(plans).toBe(all);
  });
});

describe('the EOB of a denied claim', () => {
  it('prints each denied line’s reason and the plan provision it rests on, the right to documents and the appeal rights', async () => {
    const p = await provisionOf(denied, '50');
    const text = squash(await pdfOf(employeeTok, keyOf(denied)));
    expect(text).toContain(EN.denialsSection);
    expect(text).toContain(EN.provisionLabel(p.section, p.title_en));
    expect(text).toContain(squash(p.text_en));
    expect(text).toContain(`${EN.reasonLabel}: 50 — `);
    // The free-documents statement (g)(1)(v) and the 180-day review.
    expect(text).toContain(
      'You may request, free of charge, reasonable access to and copies of all documents, records and other information relevant to your claim.',
    );
    expect(text).toContain('internal rule, guideline, protocol or other similar criterion');
    expect(text).toContain('within 180 days');
    expect(text).not.toContain(EN.nsa.title);
    // Issue 31: the reason in plain words and the member's next step, with the last day to appeal
    // (filingDeadline of the notice date), which the appeal section prints too.
    expect(text).toContain(`${EN.plainWordsLabel}: ${PLAIN_50.en}`);
    expect(text).toContain(
      `${EN.nextStepLabel}: You can appeal online until ${lastDayOf(denied)}:`,
    );
    expect(text.split(lastDayOf(denied)).length).toBeGreaterThan(2);
  });

  it('shows the same provision in the member’s claim details, in the language asked', async () => {
    const p = await provisionOf(denied, '50');
    const details = async (language: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/ClaimsInfo/ClaimDetails',
        headers: bearer(employeeTok),
        query: { ...keyOf(denied), language },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        lines: {
          denial: {
            reasonCode: string;
            provision: { section: string; title: string } | null;
            explanation: string;
            nextStep: string;
          } | null;
        }[];
      };
    };
    const en = await details('en');
    expect(en.lines.length).toBeGreaterThan(0);
    for (const l of en.lines) {
      expect(l.denial?.reasonCode).toBe('50');
      expect(l.denial?.provision).toEqual({
        section: p.section,
        title: p.title_en,
        text: p.text_en,
      });
    }
    const sp = await details('sp');
    expect(sp.lines[0]!.denial?.provision?.title).toBe(p.title_sp);
    // Issue 31: the reason in plain words and the next step, in the language asked.
    expect(en.lines[0]!.denial?.explanation).toBe(PLAIN_50.en);
    expect(en.lines[0]!.denial?.nextStep).toContain(
      `You can appeal online until ${lastDayOf(denied)}: ask your provider`,
    );
    expect(sp.lines[0]!.denial?.explanation).toBe(PLAIN_50.sp);
    expect(sp.lines[0]!.denial?.nextStep).toContain(
      `Puede apelar en línea hasta el ${lastDayOf(denied)}:`,
    );
  });

  it('gives staff the same plain words in the language of their request (ClaimDetails/Admin)', async () => {
    const staff = await login(t.app, 'administrator@demo.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ClaimsInfo/ClaimDetails/Admin',
      headers: { ...bearer(staff), 'accept-language': 'es-US' },
      payload: keyOf(denied),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      lines: { denial: { explanation: string; nextStep: string } | null }[];
    };
    expect(body.lines.length).toBeGreaterThan(0);
    for (const l of body.lines) {
      expect(l.denial?.explanation).toBe(PLAIN_50.sp);
      expect(l.denial?.nextStep).toContain(`hasta el ${lastDayOf(denied)}`);
    }
  });

  it('in Spanish carries Spanish labels and no English ones', async () => {
    const p = await provisionOf(denied, '50');
    const text = squash(await pdfOf(employeeTok, keyOf(denied), true));
    expect(text).toContain(SP.denialsSection);
    expect(text).toContain(SP.provisionLabel(p.section, p.title_sp));
    expect(text).toContain(SP.documentsSection);
    expect(text).toContain(`${SP.plainWordsLabel}: ${PLAIN_50.sp}`);
    expect(text).toContain(
      `${SP.nextStepLabel}: Puede apelar en línea hasta el ${lastDayOf(denied)}:`,
    );
    const english = [
      ...Object.values(EN.col),
      EN.denialsSection,
      `${EN.reasonLabel}:`,
      'Plan provision',
      EN.documentsSection,
      EN.appealSection,
      EN.responsibilitySection,
      EN.claimNumber,
      EN.totals,
      EN.linesCaption,
      `${EN.plainWordsLabel}:`,
      `${EN.nextStepLabel}:`,
    ];
    for (const label of english) expect(text, label).not.toContain(label);
  });
});

describe('the No Surprises Act notice', () => {
  it('is on the EOB of an emergency claim (place of service 23)', async () => {
    const er = await employeeClaim(
      sql`(c.place_of_service = '23' or exists (select 1 from claim_lines l where l.claim_id = c.id and l.place_of_service = '23'))`,
    );
    const text = squash(await pdfOf(employeeTok, keyOf(er)));
    expect(text).toContain(EN.nsa.title);
    expect(text).toContain(EN.nsa.basis.emergency);
    expect(text).toContain('1-800-985-3059');
    const es = squash(await pdfOf(employeeTok, keyOf(er), true));
    expect(es).toContain(SP.nsa.title);
    expect(es).not.toContain(EN.nsa.title);
  });

  it('is on the EOB of an out-of-network provider’s care at an in-network facility, naming the facility', async () => {
    const oon = await employeeClaim(
      sql`c.network = 'out' and c.facility_network = 'in' and c.place_of_service in ('19', '21', '22', '24')`,
    );
    const [facility] = await rows(
      sql`select name from providers where id = ${oon['facility_provider_id']}`,
    );
    const text = squash(await pdfOf(employeeTok, keyOf(oon)));
    expect(text).toContain(EN.nsa.title);
    expect(text).toContain(EN.nsa.basis.outOfNetworkAtInNetworkFacility);
    expect(text).toContain(`${EN.facility} ${facility!['name']}`);
  });

  it('is not on the EOB of an ordinary claim', async () => {
    const ordinary = await employeeClaim(
      sql`c.network = 'in' and c.facility_network is null and coalesce(c.place_of_service, '11') = '11'
          and not exists (select 1 from claim_lines l where l.claim_id = c.id and l.place_of_service = '23')`,
    );
    const text = squash(await pdfOf(employeeTok, keyOf(ordinary)));
    expect(text).not.toContain(EN.nsa.title);
    expect(text).not.toContain('No Surprises');
    // The right to documents is on every EOB.
    expect(text).toContain(EN.documentsSection);
  });
});

describe('the provider’s EOP', () => {
  it('is addressed to the provider: patient responsibility, and an appeal with the corrected claim or records', async () => {
    const [claim] = (await rows(sql`
      select c.* from claims c join providers p on p.id = c.provider_id
      where c.status = 'denied' and c.check_id is null
        and exists (select 1 from claim_lines l where l.claim_id = c.id)
        and p.tax_id in (select x.tax_id from account_provider_access x join accounts a on a.id = x.account_id
                         where a.username = 'provider@demo.test' and x.tax_id is not null)
      order by c.service_date desc limit 1`)) as ClaimRow[];
    expect(claim, 'a denied claim of the demo provider').toBeDefined();
    const text = squash(await pdfOf(providerTok, keyOf(claim!)));
    expect(text).toContain(EN.eopTitle);
    expect(text).toContain(EN.responsibilityProvider);
    expect(text).toContain(EN.col.patientOwes);
    expect(text).toContain('attach the corrected claim, or the medical records');
    expect(text).toContain(EN.denialsSection);
    for (const memberWording of [
      `${EN.plainWordsLabel}:`,
      `${EN.nextStepLabel}:`,
      EN.responsibilitySection,
      EN.col.memberOwes,
      'letter from your provider',
      'Your responsibility',
    ])
      expect(text, memberWording).not.toContain(memberWording);
  });
});

describe('the Spanish ID card', () => {
  it('prints every copay as “label amount” in Spanish, on the PDF and in the card data alike', async () => {
    const headers = { ...bearer(employeeTok), 'accept-language': 'es-US' };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/RedCard/GetIdCard',
      headers,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const cards = res.json() as {
      copays: { category: string; description: string; copayCents: number }[];
    }[];
    const copays = cards.flatMap((c) => c.copays);
    expect(copays.length).toBeGreaterThan(0);
    const pdf = await t.app.inject({
      method: 'POST',
      url: '/api/RedCard/getIdCardDownload',
      headers,
      payload: {},
    });
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    const text = squash((await readPdf(pdf.rawPayload)).text);
    for (const c of copays)
      expect(c.description).toBe(idCardCopayLine(c.category, c.copayCents, 'sp'));
    // The wallet card prints its first six copays.
    for (const card of cards)
      for (const c of card.copays.slice(0, 6)) expect(text).toContain(c.description);
    if (copays.some((c) => c.category === 'office_visit'))
      expect(text).toContain('Consulta médica $');
    if (copays.some((c) => c.category === 'er')) expect(text).toContain('Sala de emergencias $');
    for (const english of [
      'copay',
      'Copay',
      'office visit',
      'Office visit',
      'urgent care',
      ' er ',
      'Group ',
      'Pharmacy',
    ])
      expect(text, english).not.toContain(english);
  });
});
