import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { changePassword } from '@bp/contract/api/auth';
import {
  emailAndNotificationsGet,
  emailAndNotificationsSet,
  messageNotificationGet,
  messageNotificationSet,
} from '@bp/contract/api/account-settings';
import { callApi } from '../../lib/api';

const SETTINGS_KEY = ['account', 'emailAndNotifications'] as const;
const MESSAGE_NOTIFICATION_KEY = ['account', 'messageNotification'] as const;

/** POST UserAccount/ChangePassword {currentPassword, newPassword}. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (v: { currentPassword: string; newPassword: string }) =>
      callApi(changePassword, { body: v }),
  });
}

/** GET UserAccount/MessageNotification: the new-message e-mail switch (default on). */
export function useMessageNotification() {
  return useQuery({
    queryKey: MESSAGE_NOTIFICATION_KEY,
    queryFn: ({ signal }) => callApi(messageNotificationGet, { signal }),
  });
}

/** POST UserAccount/MessageNotification?notificationOn. */
export function useSetMessageNotification() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (notificationOn: boolean) =>
      callApi(messageNotificationSet, { query: { notificationOn } }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: MESSAGE_NOTIFICATION_KEY }),
        qc.invalidateQueries({ queryKey: SETTINGS_KEY }),
      ]),
  });
}

/** GET UserAccount/EmailAndNotificationsSettings. */
export function useEmailSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => callApi(emailAndNotificationsGet, { signal }),
  });
}

export interface EmailSettingsValues {
  email: string;
  confirmEmail: string;
  notificationOn: boolean;
  paperlessEob?: boolean;
}

/** POST UserAccount/EmailAndNotificationsSettings. */
export function useSaveEmailSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailSettingsValues) => callApi(emailAndNotificationsSet, { body }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: SETTINGS_KEY }),
        qc.invalidateQueries({ queryKey: MESSAGE_NOTIFICATION_KEY }),
      ]),
  });
}
