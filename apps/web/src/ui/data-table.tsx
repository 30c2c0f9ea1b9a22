import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './data-table.module.css';

/**
 * A striped table in a horizontally scrollable region. The region is focusable and named so
 * keyboard users can scroll it on small screens (WCAG 2.1.1). It is positioned, so absolutely
 * positioned content (visually hidden text) scrolls with it instead of widening a phone's page.
 * Its first column stays in view while it scrolls sideways (what each row is).
 */
export function DataTable({
  label,
  minWidth = 560,
  caption,
  dense = false,
  children,
}: {
  label: string;
  minWidth?: number;
  caption?: string;
  /** Narrower cell padding (6 px a side), for tables of many amounts that should fit 1280 px. */
  dense?: boolean;
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
      <Table
        striped
        highlightOnHover
        className={classes.table}
        {...(dense ? { horizontalSpacing: 6 } : {})}
      >
        {caption && <Table.Caption>{caption}</Table.Caption>}
        {children}
      </Table>
    </Table.ScrollContainer>
  );
}
