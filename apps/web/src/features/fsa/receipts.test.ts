import { describe, expect, it } from 'vitest';
import { amountText, centsOf, receiptProblem } from './receipts';

const f = (name: string, size = 100) => ({ name, size });

describe('receiptProblem', () => {
  it('accepts up to five documents or images', () => {
    expect(
      receiptProblem([f('a.pdf'), f('b.PNG'), f('c.jpeg'), f('d.tif'), f('e.heic')]),
    ).toBeNull();
  });
  it('refuses a sixth file, a file over 10 MB, an empty file, other types and duplicates', () => {
    expect(receiptProblem([1, 2, 3, 4, 5, 6].map((n) => f(`${n}.pdf`)))).toBe('tooManyFiles');
    expect(receiptProblem([f('big.pdf', 10 * 1024 * 1024 + 1)])).toBe('fileTooLarge');
    expect(receiptProblem([f('ok.pdf', 10 * 1024 * 1024)])).toBeNull();
    expect(receiptProblem([f('empty.pdf', 0)])).toBe('invalidFileType');
    expect(receiptProblem([f('setup.exe')])).toBe('invalidFileType');
    expect(receiptProblem([f('a.pdf'), f('a.pdf')])).toBe('fileUploadDuplicateError');
    expect(receiptProblem([f('a.pdf'), f('a.pdf', 101)])).toBeNull();
  });
});

describe('centsOf', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['$1,234.56', 123456],
    ['.75', 75],
    ['0', 0],
    ['12,345', 1234500],
    ['1,234,567.8', 123456780],
  ])('%j → %i', (text, cents) => expect(centsOf(text)).toBe(cents));
  it.each(['', 'abc', '1.234', '-5', '1.2.3', '2,05', '1,2345', ',5', '.', '$'])(
    'refuses %j',
    (text) => expect(centsOf(text)).toBeNull(),
  );
  it('formats cents for the field', () => {
    expect(amountText(7550)).toBe('75.50');
    expect(centsOf(amountText(123))).toBe(123);
  });
});
