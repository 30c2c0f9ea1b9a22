import { beforeAll, describe, expect, it } from 'vitest';
import i18next, { type TFunction } from 'i18next';
import en from '../../i18n/en/coverage.json';
import sp from '../../i18n/sp/coverage.json';
import { formatMoney } from '../../lib/format';
import { categoryName, termsText } from './benefit-terms';

let tEn: TFunction;
let tSp: TFunction;
beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { coverage: en }, sp: { coverage: sp } },
    interpolation: { escapeValue: false },
  });
  tEn = i18n.getFixedT('en');
  tSp = i18n.getFixedT('sp');
});

const terms = (
  copayCents: number,
  coinsurancePct: number,
  deductibleApplies: boolean,
  covered = true,
) => ({ covered, copayCents, coinsurancePct, deductibleApplies });
const usd = (c: number) => formatMoney(c, 'en');

describe('termsText', () => {
  it.each([
    [terms(2_500, 0, false), '$25.00 copay'],
    [terms(30_000, 0, true), '$300.00 copay after deductible'],
    [terms(0, 20, true), '20% coinsurance after deductible'],
    [terms(15_000, 20, true), '$150.00 copay, then 20% coinsurance after deductible'],
    [terms(0, 0, false), 'No charge'],
    [terms(0, 0, true), 'No charge after deductible'],
    [terms(0, 40, true, false), 'Not covered'],
    [null, 'Not listed'],
  ])('%j → %s', (value, text) => expect(termsText(value, tEn, usd)).toBe(text));

  it('speaks Spanish', () => {
    expect(termsText(terms(0, 20, true), tSp, (c) => formatMoney(c, 'sp'))).toBe(
      'Coseguro del 20 % después del deducible',
    );
    expect(termsText(terms(2_500, 0, false), tSp, (c) => formatMoney(c, 'sp'))).toBe(
      'Copago de $25.00',
    );
  });
});

describe('categoryName', () => {
  it('translates known categories and falls back to the plan’s wording', () => {
    expect(categoryName('office_visit', 'office visit', tEn)).toBe('Primary care office visit');
    expect(categoryName('office_visit', 'office visit', tSp)).toBe('Consulta de atención primaria');
    expect(categoryName('acupuncture', 'acupuncture', tEn)).toBe('Acupuncture');
    expect(categoryName('acupuncture', null, tEn)).toBe('acupuncture');
  });
});
