import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

/**
 * One term and its value of a description list (`<dl>`): a small dimmed label over the value. An empty
 * value shows a dash, so a missing fact reads as missing rather than as a gap.
 */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {children || '—'}
      </Text>
    </div>
  );
}
