import { describe, expect, it } from 'vitest';
import {
  EMPTY_FORM,
  exportBody,
  filterBody,
  formValuesOf,
  hasFilters,
  listBody,
  readListState,
  validateFilterForm,
  writeListState,
  type ClaimListState,
} from './claim-filters';

const base: ClaimListState = { filters: {}, sortField: 'serviceDateFrom', sortAsc: false, page: 1 };
const read = (qs: string) => readListState(new URLSearchParams(qs));

describe('list state in the URL', () => {
  it('defaults to Recent: no filter, newest service date first, page 1', () => {
    expect(read('')).toEqual(base);
    expect(writeListState(base).toString()).toBe('');
  });

  it('round-trips every filter, the sort and the page', () => {
    const state: ClaimListState = {
      filters: {
        claimType: 'MED',
        dateFilter: 'processedDate',
        from: '2025-01-01',
        thru: '2025-03-31',
        patient: 2,
        provider: 'P123',
        claim: '24-000123-01',
        check: '77001',
      },
      sortField: 'billedCents',
      sortAsc: true,
      page: 3,
    };
    expect(readListState(writeListState(state))).toEqual(state);
    expect(readListState(writeListState({ ...base, filters: { year: 2025, patient: 0 } }))).toEqual(
      { ...base, filters: { year: 2025, patient: 0 } },
    );
  });

  it('drops what it cannot read instead of sending it', () => {
    expect(
      read(
        'type=XYZ&year=25&patient=abc&claim=12&check=' +
          'x'.repeat(21) +
          '&sort=ssn&page=0&from=13/45/2025',
      ),
    ).toEqual(base);
    expect(read('page=-2').page).toBe(1);
    // A range that ends before it begins keeps only its start.
    expect(read('from=2025-05-01&thru=2025-04-01').filters).toEqual({ from: '2025-05-01' });
  });

  it('a year wins over a date range', () => {
    expect(read('year=2024&from=2025-01-01&dateFilter=receivedDate').filters).toEqual({
      year: 2024,
    });
  });

  it('a sort named without a direction takes the column default', () => {
    expect(read('sort=patientLastName')).toMatchObject({
      sortField: 'patientLastName',
      sortAsc: true,
    });
    expect(read('sort=billedCents')).toMatchObject({ sortField: 'billedCents', sortAsc: false });
  });

  it('knows whether anything narrows the list (Recent does not)', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ patient: 0 })).toBe(true);
    expect(hasFilters({ year: 2025 })).toBe(true);
  });
});

describe('request bodies', () => {
  it('a year is its calendar year of service', () => {
    expect(filterBody({ year: 2025 })).toEqual({
      dateFilter: 'serviceDate',
      filterFromDate: '2025-01-01',
      filterThruDate: '2025-12-31',
    });
  });

  it('a date range applies to the chosen date, date of service by default', () => {
    expect(filterBody({ from: '2025-02-01' })).toEqual({
      dateFilter: 'serviceDate',
      filterFromDate: '2025-02-01',
    });
    expect(filterBody({ thru: '2025-02-01', dateFilter: 'receivedDate' })).toEqual({
      dateFilter: 'receivedDate',
      filterThruDate: '2025-02-01',
    });
    expect(filterBody({ dateFilter: 'receivedDate' })).toEqual({});
  });

  it('splits the claim number into its parts (two-part numbers have no suffix)', () => {
    expect(filterBody({ claim: '24-000123-01' })).toEqual({
      claimPrefix: '24',
      claimNumber: '000123',
      claimSuffix: '01',
    });
    expect(filterBody({ claim: '24-000123' })).toEqual({
      claimPrefix: '24',
      claimNumber: '000123',
    });
  });

  it('pages by 20 and exports without paging', () => {
    const state: ClaimListState = {
      filters: { patient: 1, check: '123456' },
      sortField: 'status',
      sortAsc: true,
      page: 2,
    };
    expect(listBody(state)).toEqual({
      dependentNumber: 1,
      checkNumber: '123456',
      sortField: 'status',
      sortAsc: true,
      currentPage: 2,
      items: 20,
    });
    expect(exportBody(state)).toEqual({
      dependentNumber: 1,
      checkNumber: '123456',
      sortField: 'status',
      sortAsc: true,
    });
  });
});

describe('the filter form', () => {
  it('accepts an empty form (every claim)', () => {
    expect(validateFilterForm(EMPTY_FORM)).toEqual({ ok: true, filters: {} });
  });

  it('reads MM/dd/yyyy dates into ISO filters', () => {
    const r = validateFilterForm({
      ...EMPTY_FORM,
      from: '01/15/2025',
      thru: '02/28/2025',
      dateFilter: 'processedDate',
    });
    expect(r).toEqual({
      ok: true,
      filters: { from: '2025-01-15', thru: '2025-02-28', dateFilter: 'processedDate' },
    });
  });

  it('refuses dates that are not MM/dd/yyyy or not real, with the spec message keys', () => {
    expect(validateFilterForm({ ...EMPTY_FORM, from: '2025-01-15' })).toEqual({
      ok: false,
      fields: { from: 'invalidDateFormat' },
    });
    expect(validateFilterForm({ ...EMPTY_FORM, thru: '02/30/2025' })).toEqual({
      ok: false,
      fields: { thru: 'invalidDateFormat' },
    });
  });

  it('refuses a through date before the from date', () => {
    expect(validateFilterForm({ ...EMPTY_FORM, from: '03/01/2025', thru: '02/01/2025' })).toEqual({
      ok: false,
      fields: { thru: 'invalidLaterThanDate' },
    });
  });

  it('refuses a claim number that is not 2–3 numeric parts', () => {
    for (const claim of ['123', '1-2-3-4', '24-ABC', '24--1']) {
      expect(validateFilterForm({ ...EMPTY_FORM, claim })).toEqual({
        ok: false,
        fields: { claim: 'invalidClaimNumber' },
      });
    }
    expect(validateFilterForm({ ...EMPTY_FORM, claim: ' 24-000123 ' })).toEqual({
      ok: true,
      filters: { claim: '24-000123' },
    });
  });

  it('a year ignores (and does not validate) the date range', () => {
    expect(validateFilterForm({ ...EMPTY_FORM, year: '2024', from: 'nonsense' })).toEqual({
      ok: true,
      filters: { year: 2024 },
    });
  });

  it('keeps patient, type, provider and check', () => {
    const r = validateFilterForm({
      ...EMPTY_FORM,
      patient: '0',
      claimType: 'DEN',
      provider: ' P1 ',
      check: '55555',
    });
    expect(r).toEqual({
      ok: true,
      filters: { patient: 0, claimType: 'DEN', provider: 'P1', check: '55555' },
    });
  });

  it('refuses a provider number longer than 20 characters', () => {
    expect(validateFilterForm({ ...EMPTY_FORM, provider: 'x'.repeat(21) })).toEqual({
      ok: false,
      fields: { provider: 'max' },
    });
  });

  it('shows applied filters back in the form, dates as MM/dd/yyyy', () => {
    expect(formValuesOf({ from: '2025-01-15', patient: 0, year: undefined })).toEqual({
      ...EMPTY_FORM,
      from: '01/15/2025',
      patient: '0',
    });
    expect(formValuesOf({ year: 2023 }).year).toBe('2023');
  });
});
