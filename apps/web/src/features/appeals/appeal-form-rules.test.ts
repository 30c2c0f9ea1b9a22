import { describe, expect, it } from 'vitest';
import {
  appealBodyOf,
  appealFieldOf,
  initialAppealValues,
  validateAppeal,
  type AppealSubjectRef,
} from './appeal-form-rules';

const CLAIM: AppealSubjectRef = { kind: 'claim', claimNumber: '2604-100000085-0' };
const PRECERT: AppealSubjectRef = { kind: 'precert', certNo: 'PC-77' };
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34];
const pdf = (name: string, body = 'x') => new File([new Uint8Array(PDF), body], name);

const values = (over: Partial<ReturnType<typeof initialAppealValues>> = {}) => ({
  ...initialAppealValues([3, 1]),
  statement: 'Please review.',
  ...over,
});

describe('the body of Appeals/File', () => {
  it('sends a claim’s lines in order, urgency as text, no representative when none is named', () => {
    expect(appealBodyOf(CLAIM, 'member', values({ urgent: true }))).toEqual({
      claimNumber: '2604-100000085-0',
      lineNumbers: '1,3',
      urgent: 'true',
      statement: 'Please review.',
    });
  });

  it('sends a pre-certification with the end of ongoing care, and a member’s representative', () => {
    expect(
      appealBodyOf(
        PRECERT,
        'member',
        values({
          careEndsOn: '12/15/2026',
          representativeName: ' Luis ',
          representativeRelationship: 'Spouse',
          designationConfirmed: true,
        }),
      ),
    ).toEqual({
      certNo: 'PC-77',
      urgent: 'false',
      careEndsOn: '12/15/2026',
      statement: 'Please review.',
      representativeName: 'Luis',
      representativeRelationship: 'Spouse',
      designationConfirmed: 'true',
    });
  });

  it('never sends a representative for a provider', () => {
    expect(appealBodyOf(CLAIM, 'provider', values({ representativeName: 'X' }))).not.toHaveProperty(
      'representativeName',
    );
  });
});

describe('the checks before sending', () => {
  it('accepts a complete member appeal', async () => {
    expect(await validateAppeal(CLAIM, 'member', values())).toMatchObject({ ok: true });
  });

  it('needs a statement (≤ 4000), a line, and a confirmed representative with a relationship', async () => {
    expect(
      await validateAppeal(
        CLAIM,
        'member',
        values({ statement: ' ', lines: [], representativeName: 'Luis' }),
      ),
    ).toEqual({
      ok: false,
      fields: {
        statement: 'required',
        lineNumbers: 'required',
        designationConfirmed: 'required',
        representativeRelationship: 'required',
      },
    });
    expect(await validateAppeal(CLAIM, 'member', values({ statement: 'a'.repeat(4001) }))).toEqual({
      ok: false,
      fields: { statement: 'max' },
    });
  });

  it('refuses a day that is not a date', async () => {
    expect(await validateAppeal(PRECERT, 'member', values({ careEndsOn: '13/45/2026' }))).toEqual({
      ok: false,
      fields: { careEndsOn: 'invalidDateFormat' },
    });
  });

  it('applies the upload rules to the attachments', async () => {
    const six = [1, 2, 3, 4, 5, 6].map((i) => pdf(`f${i}.pdf`, String(i)));
    expect(await validateAppeal(CLAIM, 'member', values({ attachments: six }))).toEqual({
      ok: false,
      fields: { attachments: 'tooManyFiles' },
    });
    expect(
      await validateAppeal(CLAIM, 'member', values({ attachments: [new File(['text'], 'a.pdf')] })),
    ).toEqual({ ok: false, fields: { attachments: 'invalidFileType' } });
  });

  it('needs a provider’s designation form unless the appeal is urgent', async () => {
    expect(await validateAppeal(CLAIM, 'provider', values())).toEqual({
      ok: false,
      fields: { designation: 'required' },
    });
    expect(await validateAppeal(CLAIM, 'provider', values({ urgent: true }))).toMatchObject({
      ok: true,
    });
    expect(
      await validateAppeal(CLAIM, 'provider', values({ designation: [pdf('form.pdf')] })),
    ).toMatchObject({ ok: true });
  });

  it('maps the server’s field paths to the form’s fields', () => {
    expect(appealFieldOf('files')).toBe('attachments');
    expect(appealFieldOf('designation')).toBe('designation');
    expect(appealFieldOf('lineNumbers')).toBe('lineNumbers');
    expect(appealFieldOf('claimNumber')).toBeUndefined();
  });
});
