import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@bp/contract';
import { PROCEDURE_CODES, REMARK_CODES } from '../../db/reference/codes.js';
import { DENIALS } from '../../db/seed/catalog.js';
import { PROVISION_REASON_CODES } from '../../db/seed/provisions.js';
import {
  BENEFIT_NAMES,
  CODE_FAMILIES,
  CODE_SENTENCES,
  explainDenial,
  parseFrequencyLimit,
  type DenialFacts,
} from './denial-explanations.js';

const facts = (over: Partial<DenialFacts>): DenialFacts => ({
  reasonCode: '96',
  remarkCodes: ['96', 'N130'],
  outcome: 'denied',
  network: 'in',
  benefit: null,
  frequencyLimit: null,
  coverageEndedOn: null,
  serviceDate: '2026-03-02',
  receivedDate: '2026-03-10',
  appealLastDay: '2026-09-21',
  ...over,
});

/**
 * Every code the demo data can put on a claim line: the denial reasons, the not-covered pair, the
 * out-of-network and contractual reductions, cost sharing and the contract notice (db/seed/claims-gen.ts),
 * the provisions' reason codes, and every code of the reference list (a line may carry any of them).
 */
const SEED_CODES = [
  ...new Set([
    ...DENIALS.flat(),
    '204',
    'N130',
    '242',
    '45',
    '1',
    '2',
    '3',
    'N381',
    ...PROVISION_REASON_CODES,
    ...REMARK_CODES.map(([code]) => code),
  ]),
];

describe('the plain-words catalogue', () => {
  it.each(SEED_CODES)(
    'has a sentence and a family of its own for %s, in both languages',
    (code) => {
      expect(CODE_SENTENCES[code], `no sentence for ${code}`).toBeDefined();
      expect(CODE_FAMILIES[code], `no family for ${code}`).toBeDefined();
      const out: Record<string, { explanation: string; nextStep: string }> = {};
      for (const lang of LANGUAGES) {
        const p = explainDenial(facts({ reasonCode: code, remarkCodes: [code] }), lang);
        expect(p.code).toBe(code);
        expect(p.explanation.length).toBeGreaterThan(20);
        expect(p.nextStep.length).toBeGreaterThan(20);
        expect(p.explanation).not.toMatch(/undefined|null|\{|\}/);
        expect(p.nextStep).not.toMatch(/undefined|null|\{|\}/);
        out[lang] = p;
      }
      // Spanish is not English: a sentence left untranslated fails here.
      expect(out.sp!.explanation).not.toBe(out.en!.explanation);
      expect(out.sp!.nextStep).not.toBe(out.en!.nextStep);
    },
  );

  it('names every benefit category of the procedure codes', () => {
    const categories = new Set(PROCEDURE_CODES.map(([, , , category]) => category));
    for (const c of categories) expect(BENEFIT_NAMES[c], c).toBeDefined();
  });

  it('says what the example of the issue says for a missing pre-certification', () => {
    expect(
      explainDenial(facts({ reasonCode: '197', remarkCodes: ['197'] }), 'en').explanation,
    ).toBe('This service needs pre-certification and none was on file.');
    // With N54 the pre-certification exists but does not match what was billed.
    expect(
      explainDenial(facts({ reasonCode: '197', remarkCodes: ['197', 'N54'] }), 'sp').explanation,
    ).toBe(
      'Este servicio requiere precertificación, y lo facturado no concuerda con la atención que aprobó el plan.',
    );
    expect(explainDenial(facts({ reasonCode: '197', remarkCodes: ['197'] }), 'en').nextStep).toBe(
      'Before more care of this kind, ask your provider to get pre-certification from the plan. If this was an emergency or the care was approved, you can appeal online until 09/21/2026.',
    );
  });
});

describe('parameters from the plan data', () => {
  it('puts the plan’s frequency limit and the benefit into a limit sentence', () => {
    const f = facts({
      reasonCode: '151',
      remarkCodes: ['151', 'N640'],
      benefit: 'preventive',
      frequencyLimit: '1 per plan year',
    });
    expect(explainDenial(f, 'en').explanation).toBe(
      'You reached the limit of 1 per plan year for preventive care, so this service was not paid.',
    );
    expect(explainDenial(f, 'sp').explanation).toBe(
      'Alcanzó el límite de 1 por año del plan para la atención preventiva, así que este servicio no se pagó.',
    );
    // A limit the data does not state as a number: the benefit, no invented number.
    const noNumber = explainDenial({ ...f, benefit: 'therapy', frequencyLimit: null }, 'en');
    expect(noNumber.explanation).toBe(
      "You reached the plan's limit on how often it pays for physical therapy, so this service was not paid.",
    );
    expect(noNumber.explanation).not.toMatch(/\d/);
  });

  it('reads a frequency limit only in the form the data writes it', () => {
    expect(parseFrequencyLimit('1 per plan year')).toEqual({ count: 1, period: 'planYear' });
    expect(parseFrequencyLimit('20 per calendar year')).toEqual({
      count: 20,
      period: 'calendarYear',
    });
    expect(parseFrequencyLimit('2 per lifetime')).toEqual({ count: 2, period: 'lifetime' });
    expect(parseFrequencyLimit('once every 2 years')).toBeNull();
    expect(parseFrequencyLimit(null)).toBeNull();
  });

  it('names the date coverage ended, and the claim’s dates for the filing limit', () => {
    const ended = facts({ reasonCode: '27', remarkCodes: ['27'], coverageEndedOn: '2026-02-28' });
    expect(explainDenial(ended, 'en').explanation).toBe(
      'Coverage under this plan ended on 02/28/2026, before this service on 03/02/2026.',
    );
    expect(explainDenial(ended, 'sp').explanation).toContain('terminó el 02/28/2026');
    expect(explainDenial(facts({ reasonCode: '27', remarkCodes: ['27'] }), 'en').explanation).toBe(
      'This service was given after coverage under this plan ended.',
    );
    const late = facts({
      reasonCode: '29',
      remarkCodes: ['29', 'MA01'],
      serviceDate: '2025-01-15',
      receivedDate: '2026-03-10',
    });
    expect(explainDenial(late, 'en').explanation).toBe(
      "The claim for this care on 01/15/2025 reached the plan on 03/10/2026, after the plan's time limit for filing claims, so it was not paid.",
    );
  });

  it('names the benefit and the network of a benefit the plan does not cover', () => {
    const f = facts({ reasonCode: '204', remarkCodes: ['204', 'N130'], benefit: 'preventive' });
    expect(explainDenial(f, 'en').explanation).toBe('Your plan does not cover preventive care.');
    expect(explainDenial({ ...f, network: 'out' }, 'en').explanation).toBe(
      'Your plan does not cover preventive care from a provider outside the network.',
    );
    expect(explainDenial({ ...f, network: 'out' }, 'sp').explanation).toBe(
      'Su plan no cubre la atención preventiva de un proveedor fuera de la red.',
    );
  });

  it('puts the last day to appeal into the next step, and leaves it out when unknown', () => {
    const f = facts({ reasonCode: '50', remarkCodes: ['50', 'MA01'] });
    expect(explainDenial(f, 'en').nextStep).toContain('appeal online until 09/21/2026:');
    expect(explainDenial(f, 'sp').nextStep).toContain('apelar en línea hasta el 09/21/2026:');
    expect(explainDenial({ ...f, appealLastDay: null }, 'en').nextStep).toContain(
      'You can appeal online: ask your provider',
    );
  });

  it('tells a denied line from a reduced one', () => {
    const oon = facts({ reasonCode: '242', remarkCodes: ['242', '1', '2'], network: 'out' });
    expect(explainDenial({ ...oon, outcome: 'reduced' }, 'en').explanation).toContain(
      'paid its out-of-network benefit on the most it allows',
    );
    expect(explainDenial(oon, 'en').explanation).toContain('does not pay for this service outside');
  });
});

describe('fallbacks', () => {
  it('gives a known code without a sentence its family’s sentence and next step', () => {
    // CARC 182 (procedure modifier invalid) is a billing error: the provider sends a corrected claim.
    expect(CODE_SENTENCES['182']).toBeUndefined();
    const p = explainDenial(facts({ reasonCode: '182', remarkCodes: ['182'] }), 'en');
    expect(p.family).toBe('billing');
    expect(p.explanation).toBe(
      'There is a problem with how this service was billed, so the plan could not pay it as billed.',
    );
    expect(p.nextStep).toContain('send the plan a corrected claim');
    // CARC 23 (another payer's adjudication): coordination of benefits.
    const cob = explainDenial(facts({ reasonCode: '23', remarkCodes: ['23'] }), 'sp');
    expect(cob.family).toBe('cob');
    expect(cob.nextStep).toContain('coordinación de beneficios');
  });

  it('gives an unknown code, and a line without codes, the generic sentence of a denied or reduced line', () => {
    const unknown = explainDenial(facts({ reasonCode: 'Z999', remarkCodes: ['Z999'] }), 'en');
    expect(unknown).toEqual({
      family: null,
      code: '',
      explanation: 'The plan did not pay for this service.',
      nextStep:
        'If you have questions, call Member Services at the number on your ID card. If you think this decision is wrong, you can appeal online until 09/21/2026.',
    });
    const none = explainDenial(
      facts({ reasonCode: '', remarkCodes: [], outcome: 'reduced' }),
      'sp',
    );
    expect(none.explanation).toBe('El plan pagó menos de lo facturado por este servicio.');
    expect(none.nextStep).toContain('puede apelar en línea hasta el 09/21/2026');
  });

  it('explains the code that says something when the reason is only the appeal-rights notice', () => {
    const p = explainDenial(facts({ reasonCode: 'MA01', remarkCodes: ['MA01', '18'] }), 'en');
    expect(p.code).toBe('18');
    expect(p.family).toBe('duplicate');
  });
});
