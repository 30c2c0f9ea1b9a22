import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useFormat } from '../../ui/use-language';
import { useAnnouncements } from './use-announcements';

/** Current announcements (bulletins) for the caller. */
export function AnnouncementsCard() {
  const { t } = useTranslation('dashboard');
  const query = useAnnouncements();
  const fmt = useFormat();
  return (
    <SectionCard title={t('announcements.title')}>
      <QueryState
        query={query}
        defer
        isEmpty={(d) => d.length === 0}
        emptyText={t('announcements.empty')}
      >
        {(items) => (
          <Stack gap="sm">
            {items.map((b) => (
              <div key={b.bulletinId}>
                <Text size="sm">{b.bulletinText}</Text>
                <Text size="xs" c="dimmed">
                  {t('announcements.period', {
                    from: fmt.date(b.beginDate),
                    to: fmt.date(b.endDate),
                  })}
                </Text>
              </div>
            ))}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
