import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A striped table in a horizontally scrollable region. The region is focusable and named so
 * keyboard users can scroll it on small screens (WCAG 2.1.1). It is positioned, so absolutely
 * positioned content (visually hidden text) scrolls with it instead of widening a phone's page.
 */
export function DataTable({
  label,
  minWidth = 560,
  caption,
  children,
}: {
  label: string;
  minWidth?: number;
  caption?: string;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      type="native"
      minWidth={minWidth}
      tabIndex={0}
      role="region"
      aria-label={label}
      pos="relative"
    >
      <Table striped highlightOnHover>
        {caption && <Table.Caption>{caption}</Table.Caption>}
        {children}
      </Table>
    </Table.ScrollContainer>
  );
}
