import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { useUnreadAmount } from './use-conversations';

/** The number of unread messages addressed to the caller. */
export function UnreadMessagesCard() {
  const { t } = useTranslation('messaging');
  const query = useUnreadAmount();
  return (
    <SectionCard title={t('unreadCard.title')}>
      <QueryState query={query} emptyText="">
        {(data) => (
          <Text>
            {data.count === 0 ? t('unreadCard.none') : t('unreadCard.some', { count: data.count })}
          </Text>
        )}
      </QueryState>
    </SectionCard>
  );
}
