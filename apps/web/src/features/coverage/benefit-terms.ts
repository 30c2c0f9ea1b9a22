import type { TFunction } from 'i18next';
import type { BenefitTerms } from '@bp/contract/api/coverage';

/**
 * What a member pays for a service on one network tier, in words: "$25.00 copay", "20% coinsurance
 * after deductible", "No charge", "Not covered". `money` formats cents in the chosen language.
 */
export function termsText(
  terms: BenefitTerms | null | undefined,
  t: TFunction,
  money: (cents: number) => string,
): string {
  if (!terms) return t('coverage:terms.notListed');
  if (!terms.covered) return t('coverage:terms.notCovered');
  const { copayCents, coinsurancePct, deductibleApplies } = terms;
  let text: string;
  if (copayCents > 0 && coinsurancePct > 0)
    text = t('coverage:terms.copayAndCoinsurance', {
      amount: money(copayCents),
      percent: coinsurancePct,
    });
  else if (copayCents > 0) text = t('coverage:terms.copay', { amount: money(copayCents) });
  else if (coinsurancePct > 0) text = t('coverage:terms.coinsurance', { percent: coinsurancePct });
  else text = t('coverage:terms.noCharge');
  return deductibleApplies ? t('coverage:terms.afterDeductible', { text }) : text;
}

/** A benefit category's name in the chosen language, else the plan's own wording. */
export function categoryName(
  category: string,
  fallback: string | null | undefined,
  t: TFunction,
): string {
  const text = fallback ? fallback.charAt(0).toUpperCase() + fallback.slice(1) : category;
  return t(`coverage:categories.${category}`, { defaultValue: text });
}
