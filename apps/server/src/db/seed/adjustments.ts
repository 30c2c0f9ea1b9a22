import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.js';

/** The claims examiners of the demo data (their user ids in the claims system). */
export const EXAMINERS = ['EX104', 'EX117', 'EX122', 'EX131', 'EX146', 'EX158'] as const;
/** Pharmacy claims are adjudicated automatically by the pharmacy benefit manager. */
export const PHARMACY_PROCESSOR = 'PBM-AUTO';
/** About one adjudicated claim in this many (medical, dental, vision) was reprocessed. */
export const ADJUSTED_EVERY = 41;

/**
 * Who adjudicated each claim, adjusted claims and the providers' remit-to addresses, in plain SQL over the
 * inserted rows — no random draw, so every other row of the demo data stays as it was.
 *
 * - Every adjudicated claim names its examiner (pharmacy claims the PBM's automatic adjudication).
 * - About one adjudicated medical, dental or vision claim in 41 was reprocessed: it becomes suffix 1 and points
 *   at the original (suffix 0, status `adjusted`, processed up to a week before), which was reversed — billed kept,
 *   nothing allowed, paid or owed, no lines — so the accumulators still equal the sums of the claims. Never the
 *   demo household's (member 1's), whose claims the tests and journeys read one by one.
 * - Two provider organizations in three (by tax id) have a remit-to PO box in their city; the others are paid at
 *   their practice address.
 */
export async function seedClaimAdministration(db: DbOrTx): Promise<void> {
  const examiners = sql.join(
    EXAMINERS.map((e) => sql`${e}`),
    sql`, `,
  );
  await db.execute(sql`update claims set processor_id = case when claim_type = 'drug'
      then ${PHARMACY_PROCESSOR} else (array[${examiners}]::text[])[1 + (id % ${EXAMINERS.length})::int] end
    where processed_date is not null and processor_id is null`);
  await db.execute(sql`update claims set claim_suffix = 1
    where claim_type <> 'drug' and status in ('paid', 'processed') and claim_suffix = 0
      and original_claim_id is null and processed_date > received_date
      and subscriber_id <> (select subscriber_id from members where id = 1)
      and id % ${ADJUSTED_EVERY} = 0`);
  await db.execute(sql`with adjusted as (
      select * from claims where claim_suffix = 1 and original_claim_id is null
    ), originals as (
      insert into claims (claim_prefix, claim_number, claim_suffix, member_id, subscriber_id, group_number,
        employee_number, dependent_number, policy_id, provider_id, network, claim_type, coverage_code, plan_year,
        service_date, service_end_date, received_date, processed_date, status, billed_cents, allowed_cents,
        deductible_cents, copay_cents, coinsurance_cents, not_covered_cents, plan_paid_cents,
        member_responsibility_cents, check_id, patient_account_number, diagnosis_codes, place_of_service,
        facility_provider_id, facility_network, processor_id, created_at)
      select claim_prefix, claim_number, 0, member_id, subscriber_id, group_number, employee_number,
        dependent_number, policy_id, provider_id, network, claim_type, coverage_code, plan_year, service_date,
        service_end_date, received_date, greatest(received_date, processed_date - 7), 'adjusted', billed_cents,
        0, 0, 0, 0, 0, 0, 0, null, patient_account_number, diagnosis_codes, place_of_service,
        facility_provider_id, facility_network,
        (array[${examiners}]::text[])[1 + ((id + 1) % ${EXAMINERS.length})::int], created_at
      from adjusted
      returning id, claim_prefix, claim_number
    )
    update claims c set original_claim_id = o.id from originals o
    where c.claim_prefix = o.claim_prefix and c.claim_number = o.claim_number and c.claim_suffix = 1`);
  await db.execute(sql`update providers set remit_address_line1 = 'PO Box ' || (1000 + (tax_id::bigint % 9000)),
      remit_city = city, remit_state = state, remit_zip = zip
    where tax_id::bigint % 3 <> 0 and city is not null and remit_address_line1 is null`);
}
