// The notifications' styles come with their host (loaded on the first notification, providers.tsx).
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

export { Notifications } from '@mantine/notifications';
