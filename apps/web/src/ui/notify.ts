import { notifications } from '@mantine/notifications';
import { tr } from '../i18n';
import { LIMITS } from '../lib/constants';
import { notificationsWantedStore } from '../lib/notifications-host';

export type NotificationType = 'success' | 'info' | 'error';

/** A notification of spec §3: a translation key or a text, a type, and an optional no-time-out flag. */
export type NotifyOptions = (
  { translationKey: string; text?: never } | { text: string; translationKey?: never }
) & {
  type: NotificationType;
  noTimeOut?: boolean;
};

const COLORS: Record<NotificationType, string> = { success: 'green', info: 'blue', error: 'red' };

/** Shows a notification; errors stay until dismissed, others close after 5 s (spec §4, §8). */
export function notify(options: NotifyOptions): string {
  const message = options.translationKey ? tr(`messages:${options.translationKey}`) : options.text;
  const sticky = options.noTimeOut || options.type === 'error';
  notificationsWantedStore.set(true);
  return notifications.show({
    message,
    color: COLORS[options.type],
    autoClose: sticky ? false : LIMITS.notificationAutoCloseMs,
    withCloseButton: true,
    // The close button is an icon: it needs a name (axe button-name).
    closeButtonProps: { 'aria-label': tr('common:actions.close') },
    role: options.type === 'error' ? 'alert' : 'status',
    title: tr(`common:notification.${options.type}`),
    // Mantine greys the message under a title (gray-6, 3.3:1 on white): keep it at body contrast.
    styles: { description: { color: 'var(--mantine-color-text)' } },
  });
}
