import { describe, expect, it } from 'vitest';
import { ALTERNATE_BRAND, DEFAULT_BRAND } from '@bp/contract';
import { readPdf } from '../../testing/pdf-text.js';
import { renderPdfJob } from '../../pdf-jobs/jobs.js';
import { renderAppealLetterPdf, type AppealLetterDocument } from './letter-pdf.js';

const claimLetter = (over: Partial<AppealLetterDocument> = {}): AppealLetterDocument => ({
  language: 'en',
  appealNumber: 'AP-000042',
  letterDate: '2026-03-12',
  recipientName: 'Dana Example',
  address: ['PO Box 77', 'Springfield, IL 62701'],
  patientName: 'Dana Example',
  patientMemberId: 'M1234567',
  groupName: 'Acme Manufacturing',
  planName: 'Acme PPO',
  type: 'postService',
  filedBy: 'member',
  representativeName: null,
  receivedDate: '2026-02-01',
  decidedDate: '2026-03-10',
  decideByDate: '2026-04-02',
  onTime: true,
  outcome: 'upheld',
  reason: 'The visit limit of 20 physical therapy visits was reached on 2026-01-05.',
  provision: 'Section 4.3 Rehabilitation therapy: 20 visits per plan year.',
  claim: {
    claimNumber: '26-004711-0',
    serviceDate: '2026-01-10',
    serviceEndDate: '2026-01-10',
    providerName: 'Riverside Physical Therapy',
    billedCents: 25_000,
    planPaidCents: 0,
    memberResponsibilityCents: 25_000,
  },
  precert: null,
  lines: [
    {
      lineNumber: 1,
      service: '97110 Therapeutic exercise',
      serviceDate: '2026-01-10',
      serviceEndDate: '2026-01-10',
      billedCents: 15_000,
      reasonCode: '119',
      reason: 'Benefit maximum for this time period has been reached.',
      overturned: false,
    },
    {
      lineNumber: 2,
      service: '97140 Manual therapy',
      serviceDate: '2026-01-10',
      serviceEndDate: '2026-01-10',
      billedCents: 10_000,
      reasonCode: '119',
      reason: 'Benefit maximum for this time period has been reached.',
      overturned: false,
    },
  ],
  externalReviewLastDay: '2026-07-15',
  reprocessedClaimNumber: null,
  ...over,
});

const text = async (d: AppealLetterDocument, brand = DEFAULT_BRAND) =>
  readPdf(
    await renderAppealLetterPdf(brand, d, { creationDate: new Date('2026-03-12T15:00:00Z') }),
  );

describe('appeal decision letter', () => {
  it('an upheld denial in English: addressee, claim, lines, reason, provision and every adverse-decision right', async () => {
    const r = await text(claimLetter());
    expect(r.title).toBe('Notice of decision on appeal AP-000042');
    expect(r.language).toBe('en-US');
    expect(r.marked).toBe(true);
    for (const role of ['H1', 'H2', 'P', 'Table', 'TH', 'TD', 'Caption'])
      expect(r.roles).toContain(role);
    const s = r.text;
    for (const expected of [
      DEFAULT_BRAND.name,
      '03/12/2026',
      'Dana Example',
      'PO Box 77',
      'Springfield, IL 62701',
      'Decision on your appeal AP-000042',
      'M1234567',
      '26-004711-0',
      '01/10/2026',
      'Riverside Physical Therapy',
      '$250.00',
      '$150.00',
      '97110 Therapeutic exercise',
      '119 — Benefit maximum',
      'We upheld the original decision',
      'final internal adverse benefit determination',
      'The visit limit of 20 physical therapy visits',
      'Section 4.3 Rehabilitation therapy',
      'decided your appeal on time (it was due by 04/02/2026)',
      'free of charge, reasonable access to and copies of all documents',
      'internal rule, guideline, protocol',
      'scientific or clinical judgment',
      'diagnosis and treatment codes of your claim, and their meanings',
      'independent external review',
      'You must ask for it by 07/15/2026',
      `call Member Services at ${DEFAULT_BRAND.support.phone}`,
      'expedited external review',
      'section 502(a) of the Employee Retirement Income Security Act',
      'voluntary alternative dispute resolution',
      'Employee Benefits Security Administration at 1-866-444-3272',
      'SPANISH (Español): Para obtener asistencia en Español',
    ])
      expect(s).toContain(expected);
    expect(s).not.toContain('What happens next');
    expect(s).toContain('Upheld');
  });

  it('an overturned claim in English: what happens next, the reprocessed claim, no external review section', async () => {
    const r = await text(
      claimLetter({
        outcome: 'overturned',
        provision: null,
        reason: 'The pre-certification was on file for the date of service.',
        lines: claimLetter().lines.map((l) => ({ ...l, overturned: true })),
        externalReviewLastDay: null,
        reprocessedClaimNumber: '26-004711-1',
        onTime: false,
      }),
    );
    const s = r.text;
    expect(s).toContain('We overturned the original decision');
    expect(s).toContain('What happens next');
    expect(s).toContain('The claim will be reprocessed');
    expect(s).toContain('The reprocessed claim’s number is 26-004711-1');
    expect(s).toContain('No plan provision limits the benefit');
    expect(s).toContain('decided your appeal after its deadline (04/02/2026)');
    expect(s).toContain('Overturned');
    expect(s).not.toContain('Upheld');
    expect(s).not.toContain('external review of this decision');
    expect(s).not.toContain('502(a)');
    expect(s).not.toContain('final internal adverse benefit determination');
    // Documents, codes and consumer assistance are offered whatever the outcome.
    expect(s).toContain('reasonable access to and copies of all documents');
    expect(s).toContain('1-866-444-3272');
  });

  it('an upheld pre-certification in Spanish: Spanish texts, es-US language, the taglines', async () => {
    const r = await text(
      claimLetter({
        language: 'sp',
        type: 'urgent',
        claim: null,
        lines: [],
        filedBy: 'representative',
        representativeName: 'Luis Ejemplo',
        precert: {
          certNo: '880012',
          service: '27447 Artroplastia total de rodilla',
          fromDate: '2026-04-01',
          toDate: '2026-04-03',
          providerName: 'Hospital General',
        },
      }),
      ALTERNATE_BRAND,
    );
    expect(r.language).toBe('es-US');
    expect(r.title).toBe('Aviso de decisión sobre una apelación AP-000042');
    const s = r.text;
    for (const expected of [
      ALTERNATE_BRAND.name,
      'Decisión sobre su apelación AP-000042',
      'Urgente (acelerada) previa al servicio',
      'Luis Ejemplo, representante autorizado',
      '880012',
      '27447 Artroplastia total de rodilla',
      '04/01/2026 – 04/03/2026',
      'Hospital General',
      'Mantuvimos la decisión original',
      'acceso razonable y copias de todos los documentos',
      'revisión externa independiente',
      'a más tardar el 07/15/2026',
      'sección 502(a)',
      '1-866-444-3272',
      'ENGLISH (Inglés): For assistance in English',
      'SPANISH (Español)',
      ALTERNATE_BRAND.support.phone,
    ])
      expect(s).toContain(expected);
    expect(s).not.toContain('Número de reclamo');
  });

  it('an overturned claim in Spanish, partly overturned lines marked per line, through the PDF job', async () => {
    const overturned = await readPdf(
      await renderPdfJob({
        kind: 'appealLetter',
        brand: 'default',
        document: claimLetter({
          language: 'sp',
          outcome: 'overturned',
          externalReviewLastDay: null,
        }),
      }),
    );
    expect(overturned.language).toBe('es-US');
    expect(overturned.text).toContain('Revocamos la decisión original: el plan cubrirá');
    expect(overturned.text).toContain('Qué sucede ahora');
    expect(overturned.text).toContain('El reclamo se volverá a procesar');
    expect(overturned.text).not.toContain('Su derecho a una revisión externa');

    const partial = await text(
      claimLetter({
        language: 'sp',
        outcome: 'partial',
        lines: claimLetter().lines.map((l, i) => ({ ...l, overturned: i === 0 })),
      }),
    );
    expect(partial.text).toContain('Revocamos la decisión original en parte');
    expect(partial.text).toContain('Revocada');
    expect(partial.text).toContain('Mantenida');
    expect(partial.text).toContain('Qué sucede ahora');
    expect(partial.text).toContain('Su derecho a una revisión externa');
  });
});
