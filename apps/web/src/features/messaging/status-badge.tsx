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

/** Date and time of a message (MM/dd/yyyy, then the time in the reader's language). */
export function formatDateTime(iso: string, language: 'en' | 'sp', date: (s: string) => string) {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return date(iso);
  const time = new Intl.DateTimeFormat(language === 'sp' ? 'es-US' : 'en-US', {
    hour: 'numeric',
    minute: '2-digit',
  }).format(d);
  // The calendar date as the reader's clock shows it, MM/dd/yyyy (spec §9).
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  const dd = String(d.getDate()).padStart(2, '0');
  return `${mm}/${dd}/${d.getFullYear()} ${time}`;
}
