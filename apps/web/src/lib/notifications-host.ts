import { createStore } from './external-store';

/**
 * True once a notification has been raised. The notifications host (app/providers.tsx) is mounted
 * then, not at start: its code and styles are not part of a page that shows none (the sign-in page).
 * Notifications raised before the host mounts wait in Mantine's store until it does.
 */
export const notificationsWantedStore = createStore(false);
