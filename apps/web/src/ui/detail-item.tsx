import type { CSSProperties, ReactNode } from 'react';

/** What Mantine's Text size="xs" c="dimmed" draws, as plain styles. */
const LABEL: CSSProperties = {
  fontSize: 'var(--mantine-font-size-xs)',
  lineHeight: 'var(--mantine-line-height-xs)',
  fontWeight: 'var(--mantine-font-weight-regular)',
  color: 'var(--mantine-color-dimmed)',
  margin: 0,
  padding: 0,
};

/** What Mantine's Text size="sm" m={0} draws, as plain styles. */
const VALUE: CSSProperties = {
  fontSize: 'var(--mantine-font-size-sm)',
  lineHeight: 'var(--mantine-line-height-sm)',
  fontWeight: 'var(--mantine-font-weight-regular)',
  margin: 0,
  padding: 0,
};

/**
 * One term and its value of a description list (`<dl>`): a small dimmed label over the value. An empty
 * value shows a dash, so a missing fact reads as missing rather than as a gap. Plain elements with
 * Mantine's Text styles: lists of many items (20 claim cards of 7 facts) render much faster than with
 * two Text components each.
 */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt style={LABEL}>{label}</dt>
      <dd style={VALUE}>{children || '—'}</dd>
    </div>
  );
}
