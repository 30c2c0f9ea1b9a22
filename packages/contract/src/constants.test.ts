import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_PAGE_SIZE,
  EVERY_GROUP,
  EXPORT_PAGE_SIZE,
  LOCAL_STORAGE_KEYS,
  UPLOAD_MAX_FILE_BYTES,
  claimYearOptions,
  intlLocaleOf,
  isLanguage,
} from './constants.js';

describe('constants', () => {
  it('hold the spec values', () => {
    expect(EVERY_GROUP).toMatchObject({
      groupNumber: -1,
      masterGroupNumber: -1,
      access: true,
      enrollment: false,
    });
    expect(DEFAULT_PAGE_SIZE).toBe(20);
    expect(EXPORT_PAGE_SIZE).toBe(99999);
    expect(UPLOAD_MAX_FILE_BYTES).toBe(10 * 1024 * 1024);
    expect(DEFAULT_LANGUAGE).toBe('en');
  });
  it('keeps the spec’s storage keys and unique values', () => {
    expect(LOCAL_STORAGE_KEYS).toMatchObject({
      individuals: 'individuals',
      myGroups: 'myGroups',
      allRoleList: 'allRoleList',
      language: 'language',
    });
    const values = Object.values(LOCAL_STORAGE_KEYS);
    expect(new Set(values).size).toBe(values.length);
  });
  it('maps sp to a Spanish Intl locale', () => {
    expect(intlLocaleOf('sp')).toBe('es-US');
    expect(intlLocaleOf('en')).toBe('en-US');
    expect(intlLocaleOf('xx')).toBe('en-US');
    expect(isLanguage('sp')).toBe(true);
    expect(isLanguage('es')).toBe(false);
    expect(
      new Intl.NumberFormat(intlLocaleOf('sp'), { style: 'currency', currency: 'USD' }).format(
        1234.5,
      ),
    ).toMatch(/1,234\.50/);
  });
  it('lists claim years after Recent', () => {
    expect(claimYearOptions(new Date(2024, 3, 1), 3)).toEqual(['Recent', 2024, 2023, 2022]);
  });
});
