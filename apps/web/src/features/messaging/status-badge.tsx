import { Badge } from '@mantine/core';
import type { ConversationSummary } from '@bp/contract/api/conversations';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ConversationSummary['status'], string> = {
  Open: 'blue.9',
  InProgress: 'grape.9',
  WaitingOnMember: 'red.9',
  Resolved: 'teal.9',
  Closed: 'gray.7',
};

/** A conversation's status as words (the colour only repeats it). */
export function StatusBadge({ status }: { status: ConversationSummary['status'] }) {
  const { t } = useTranslation('messaging');
  return (
    <Badge color={COLORS[status]} variant="outline" tt="none">
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
