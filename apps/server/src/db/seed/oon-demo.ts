/**
 * Out-of-network claims for the allowed-amounts file (docs/decisions.md, "Out-of-network allowed-amounts
 * file"): a few new households of a sub-group of the first master group (not the demo household's group) whose
 * members saw out-of-network professionals often enough that some item/service + provider pairs pass the
 * 20-claim minimum, and one pair stays just under it. The claims are served 92–130 days before the data's today,
 * inside the reporting window (the 90 days that begin 180 days before publication) of a file published on any
 * day from the data's today to 50 days later. They are drawn after every household from their own generators
 * and adjudicated by the usual path (adjudicateLine, per household accumulators): no other row changes.
 */
import { Faker, en } from '@faker-js/faker';
import type { Batch, GenContext, Person } from './batch.js';
import { buildChecks } from './checks-gen.js';
import type { PlacedClaim } from './claims-gen.js';
import { generateHousehold } from './households.js';
import type { ProviderInfo } from './static.js';
import { fromDays, toDays, Rng } from './util.js';

/** Days before today of the first and last date of service. */
export const OON_DEMO_DAYS = { first: 130, last: 92 } as const;

/** The pairs: a code of a category and how many different claims (the fourth stays under the minimum). */
export const OON_DEMO_PAIRS: readonly { code: string; category: string; claims: number }[] = [
  { code: '99213', category: 'office_visit', claims: 24 },
  { code: '99214', category: 'specialist', claims: 22 },
  { code: '99203', category: 'office_visit', claims: 20 },
  { code: '99213', category: 'office_visit', claims: 19 },
];

const PER_HOUSEHOLD = 6;

/** Out-of-network professionals, the pairs' providers (one each, in order). */
export const oonDemoProviders = (ctx: GenContext): ProviderInfo[] =>
  ctx.st.providers.professional.filter((p) => !p.inNetwork).slice(0, OON_DEMO_PAIRS.length);

/** Adds the households and their claims to `b` (then the checks that pay them). */
export function addDemoOutOfNetworkClaims(ctx: GenContext, b: Batch, seed: number): void {
  const master = ctx.st.masters[0]!;
  const demoGroup = master + 1;
  const subs = ctx.st.groups.filter(
    (g) =>
      g.masterGroupNumber === master && g.groupNumber !== master && g.groupNumber !== demoGroup,
  );
  const group =
    subs[subs.length - 1] ?? ctx.st.groups.find((g) => g.groupNumber === demoGroup) ?? undefined;
  const providers = oonDemoProviders(ctx);
  if (!group || providers.length < OON_DEMO_PAIRS.length) return;
  const rng = new Rng((seed ^ 0x0a_a1_1d) >>> 0);
  const f = new Faker({ locale: [en] });
  f.seed(seed + 3);
  f.setDefaultRefDate(`${ctx.cal.today}T12:00:00Z`);
  const own: GenContext = { ...ctx, rng, f };
  const today = toDays(ctx.cal.today);
  // Claims still to place per pair; each household takes what its covered members can.
  const left = OON_DEMO_PAIRS.map((p) => p.claims);
  for (let household = 0; household < 12 && left.some((n) => n > 0); household++) {
    generateHousehold(own, b, group, 4, false, (people, policyOn) => {
      const placed: PlacedClaim[] = [];
      let turn = 0;
      OON_DEMO_PAIRS.forEach((pair, i) => {
        // At most PER_HOUSEHOLD claims of a pair per household: the visits spread over several households.
        for (let k = 0; k < PER_HOUSEHOLD && left[i]! > 0; k++) {
          const day =
            today - OON_DEMO_DAYS.last - rng.int(0, OON_DEMO_DAYS.first - OON_DEMO_DAYS.last);
          const date = fromDays(day);
          const covered = people.filter((p: Person) => policyOn(p, date) !== undefined);
          if (covered.length === 0) return;
          placed.push({
            person: covered[turn++ % covered.length]!,
            category: pair.category,
            code: pair.code,
            serviceDate: date,
            provider: providers[i]!,
          });
          left[i]!--;
        }
      });
      return placed;
    });
  }
  buildChecks(own, b);
}
