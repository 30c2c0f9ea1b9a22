/**
 * The out-of-network allowed-amounts rule (29 CFR 2590.715-2715A3(b)(1)(ii)(C)): the unique allowed amounts and
 * billed charges of covered items and services furnished by out-of-network providers during the 90-day period
 * that begins 180 days before the file's publication date, omitting an item or service and provider with fewer
 * than 20 different claims for payment under a single plan. Pure functions; the job feeds them one billing code's
 * lines at a time (docs/decisions.md, "Out-of-network allowed-amounts file").
 */

/** Fewest different claims (per plan, item or service, and provider) whose allowed amounts may be reported. */
export const MIN_CLAIMS = 20;
/** The reporting period starts this many days before publication… */
export const LAG_DAYS = 180;
/** …and lasts this many days. */
export const PERIOD_DAYS = 90;

const DAY = 86_400_000;
const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * The dates of service reported in a file published on `publication`: from 180 days before it through the
 * 90th day of the period (91 days before publication), both included.
 */
export function oonWindow(publication: string): { from: string; to: string } {
  const from = shift(publication, -LAG_DAYS);
  return { from, to: shift(from, PERIOD_DAYS - 1) };
}

/** One adjudicated out-of-network claim line, under one reporting plan that covers the claim's group. */
export interface OonLine {
  planId: number;
  claimId: number;
  billingCodeType: string;
  billingCode: string;
  description: string;
  providerId: number;
  npi: string;
  tin: string;
  billingClass: 'professional' | 'institutional';
  placeOfService: string | null;
  serviceDate: string;
  allowedCents: number;
  billedCents: number;
}

const groupKey = (l: OonLine) =>
  `${l.planId}\u0000${l.billingCodeType}\u0000${l.billingCode}\u0000${l.providerId}`;

/**
 * The lines that may be reported: an allowed amount paid (above zero) for a date of service in the window, of
 * an item or service and provider with at least `min` different claims under the same plan in the window.
 */
export function reportableLines(
  lines: readonly OonLine[],
  window: { from: string; to: string },
  min = MIN_CLAIMS,
): OonLine[] {
  const paid = lines.filter(
    (l) => l.allowedCents > 0 && l.serviceDate >= window.from && l.serviceDate <= window.to,
  );
  const claims = new Map<string, Set<number>>();
  for (const l of paid) {
    const k = groupKey(l);
    const set = claims.get(k) ?? new Set<number>();
    set.add(l.claimId);
    claims.set(k, set);
  }
  return paid.filter((l) => claims.get(groupKey(l))!.size >= min);
}

/** A TIN as CMS wants it: the EIN when it is one, else the provider's NPI (never a social security number). */
const tinOf = (l: OonLine) =>
  /^\d{9}$/.test(l.tin) ? { type: 'ein', value: l.tin } : { type: 'npi', value: l.npi };

const byNumber = (a: number, b: number) => a - b;

/**
 * The CMS `out_of_network` item of one billing code from its reportable lines (all of the same code): one
 * `allowed_amounts` entry per TIN, billing class and place of service; in it one payment per unique allowed
 * amount; in that one provider entry per unique billed charge with the NPIs billed it. Null without lines.
 */
export function outOfNetworkItem(
  lines: readonly OonLine[],
  codeVersion: string,
): Record<string, unknown> | null {
  const first = lines[0];
  if (!first) return null;
  const entries = new Map<
    string,
    { line: OonLine; payments: Map<number, Map<number, Set<number>>> }
  >();
  for (const l of lines) {
    const tin = tinOf(l);
    const k = `${tin.type}:${tin.value}\u0000${l.billingClass}\u0000${l.placeOfService ?? ''}`;
    const e = entries.get(k) ?? { line: l, payments: new Map() };
    entries.set(k, e);
    const charges = e.payments.get(l.allowedCents) ?? new Map<number, Set<number>>();
    e.payments.set(l.allowedCents, charges);
    const npis = charges.get(l.billedCents) ?? new Set<number>();
    charges.set(l.billedCents, npis);
    npis.add(Number(l.npi));
  }
  const allowed = [...entries.keys()].sort().map((k) => {
    const { line, payments } = entries.get(k)!;
    // A professional claim needs its place of service; "99" (other place of service) when none was recorded.
    const pos = line.placeOfService ?? (line.billingClass === 'professional' ? '99' : null);
    return {
      tin: tinOf(line),
      ...(pos ? { service_code: [pos] } : {}),
      billing_class: line.billingClass,
      payments: [...payments.keys()].sort(byNumber).map((cents) => ({
        allowed_amount: cents / 100,
        providers: [...payments.get(cents)!.keys()].sort(byNumber).map((billed) => ({
          billed_charge: billed / 100,
          npi: [...payments.get(cents)!.get(billed)!].sort(byNumber),
        })),
      })),
    };
  });
  return {
    name: first.description,
    billing_code_type: first.billingCodeType,
    billing_code_type_version: codeVersion,
    billing_code: first.billingCode,
    description: first.description,
    allowed_amounts: allowed,
  };
}
