import { ActionIcon, Indicator } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnreadAmount } from './use-conversations';

/**
 * The header's link to the message centre with the unread count: refreshed every minute, on window
 * focus, and after reading or sending. The name says the count ("Messages, 2 unread").
 */
export function UnreadMessagesLink({ to }: { to: string }) {
  const { t } = useTranslation('messaging');
  const unread = useUnreadAmount({ poll: true });
  const count = unread.data?.count ?? 0;
  const label = count > 0 ? t('header.linkUnread', { count }) : t('header.link');
  return (
    <Indicator
      label={<span aria-hidden>{count > 99 ? '99+' : String(count)}</span>}
      disabled={count === 0}
      size={18}
      offset={4}
      color="red.9"
    >
      <ActionIcon
        component={Link}
        to={to}
        variant="default"
        size="lg"
        aria-label={label}
        title={label}
      >
        <IconMail size={18} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
