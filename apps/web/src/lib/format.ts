/** Money and dates on screen: the contract's helpers, which PDFs and exports use too (spec §9). */
export { formatDate, formatMoney } from '@bp/contract/format';

/** A file size for people: bytes, KB or MB. */
export function formatSize(bytes: number, locale: string): string {
  const n = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${n.format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${n.format(bytes / 1024)} KB`;
  return `${n.format(bytes / (1024 * 1024))} MB`;
}
