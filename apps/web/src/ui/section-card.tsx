import { Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled block of a page (h2), with optional actions beside the title. */
export function SectionCard({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}
