import path from 'node:path';
import { demoVerificationPayment, type openPglite } from '@bp/server/testing';
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { ARTIFACTS } from './env.js';

type Db = Awaited<ReturnType<typeof openPglite>>['db'];

/**
 * Four providers of the demo data without a portal account, of four tax ids: the first two for the provider
 * registration journeys, the last two for the practice access requests (issue 29).
 */
export const UNREGISTERED_PROVIDERS_FILE = path.join(ARTIFACTS, 'unregistered-providers.json');
/** A paid claim of the demo provider's tax id with its check (anonymous claim search). */
export const ANON_CLAIM_FILE = path.join(ARTIFACTS, 'anon-claim.json');
/** An employee covered today with a household (anonymous eligibility check and quick view). */
export const ELIGIBLE_MEMBER_FILE = path.join(ARTIFACTS, 'eligible-member.json');
/** The payment that verifies newprovider@demo.test (what the start-up banner prints, issue 25). */
export const DEMO_PAYMENT_FILE = path.join(ARTIFACTS, 'demo-payment.json');

export interface DemoPayment {
  number: string;
  method: string;
  amountCents: number;
  issueDate: string;
}

export interface UnregisteredProvider {
  npi: string;
  /** 12-3456789 */
  taxId: string;
  name: string;
  addressLine1: string;
  city: string;
  state: string;
  zip: string;
}

export interface AnonClaim {
  /** 12-3456789 */
  taxId: string;
  fullClaimNumber: string;
  checkNumber: string;
  patientLastName: string;
}

export interface EligibleMember {
  memberId: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  householdSize: number;
}

const dashed = (taxId: string) => `${taxId.slice(0, 2)}-${taxId.slice(2)}`;

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Writes what the anonymous-area and provider-registration journeys type, read from the prepared
 * database (files, because the embedded database is the server's once it runs).
 */
export async function writeAnonymousAreaData(db: Db): Promise<void> {
  const providers = rows<{
    npi: string;
    tax_id: string;
    name: string;
    address_line1: string;
    city: string;
    state: string;
    zip: string;
  }>(
    await db.execute(sql`
      select distinct on (p.tax_id) p.npi, p.tax_id, p.name, p.address_line1, p.city, p.state, p.zip from providers p
      where p.active and p.address_line1 is not null and p.zip ~ '^[0-9]{5}$'
        and not exists (select 1 from accounts a where a.provider_id = p.id)
        and not exists (select 1 from account_provider_access x where x.tax_id = p.tax_id or x.provider_id = p.id)
        and (select count(*) from providers o where o.npi = p.npi) = 1
      order by p.tax_id, p.id desc limit 4`),
  );
  if (providers.length < 4)
    throw new Error('not four providers without an account in the demo data');
  writeFileSync(
    UNREGISTERED_PROVIDERS_FILE,
    JSON.stringify(
      providers.map((p): UnregisteredProvider => ({
        npi: p.npi,
        taxId: dashed(p.tax_id),
        name: p.name,
        addressLine1: p.address_line1,
        city: p.city,
        state: p.state,
        zip: p.zip,
      })),
    ),
  );

  const [claim] = rows<{
    tax_id: string;
    claim_prefix: number;
    claim_number: number;
    claim_suffix: number;
    check_number: string;
    last_name: string;
  }>(
    await db.execute(sql`
      select p.tax_id, c.claim_prefix, c.claim_number, c.claim_suffix, k.check_number, m.last_name
      from claims c
      join providers p on p.id = c.provider_id
      join checks k on k.id = c.check_id
      join members m on m.id = c.member_id
      where c.status = 'paid'
        and p.tax_id = (select x.tax_id from account_provider_access x join accounts a on a.id = x.account_id
                        where a.username = 'provider@demo.test' and x.tax_id is not null limit 1)
      order by c.service_date desc, c.id desc limit 1`),
  );
  if (!claim) throw new Error('no paid claim with a check for the demo provider’s tax id');
  writeFileSync(
    ANON_CLAIM_FILE,
    JSON.stringify({
      taxId: dashed(claim.tax_id),
      fullClaimNumber: `${claim.claim_prefix}-${claim.claim_number}-${claim.claim_suffix}`,
      checkNumber: claim.check_number,
      patientLastName: claim.last_name,
    } satisfies AnonClaim),
  );

  const [member] = rows<{
    member_id: string;
    last_name: string;
    date_of_birth: string;
    household: number;
  }>(
    await db.execute(sql`
      select m.member_id, m.last_name, to_char(m.date_of_birth, 'YYYY-MM-DD') as date_of_birth,
        (select count(*)::int from members d where d.group_number = m.group_number
           and d.employee_number = m.employee_number) as household
      from members m
      where m.dependent_number = 0
        and exists (select 1 from policies po where po.member_id = m.id and po.coverage_type = 'MED'
          and po.effective_date <= current_date and (po.term_date is null or po.term_date >= current_date))
        and exists (select 1 from members d where d.group_number = m.group_number
          and d.employee_number = m.employee_number and d.dependent_number > 0)
      order by m.id limit 1`),
  );
  if (!member) throw new Error('no employee with a household covered today in the demo data');
  writeFileSync(
    ELIGIBLE_MEMBER_FILE,
    JSON.stringify({
      memberId: member.member_id,
      lastName: member.last_name,
      dateOfBirth: member.date_of_birth,
      householdSize: member.household,
    } satisfies EligibleMember),
  );

  const payment = await demoVerificationPayment(db);
  if (!payment) throw new Error('no recent payment to newprovider@demo.test’s practice');
  writeFileSync(DEMO_PAYMENT_FILE, JSON.stringify(payment satisfies DemoPayment));
}
