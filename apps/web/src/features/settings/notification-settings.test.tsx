import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadAllTranslations } from '../../i18n';
import { queryClient } from '../../lib/query-client';
import type { Recorded } from '../../test/fake-fetch';
import { renderSignedIn } from '../../test/render';
import { NotificationSettings } from './notification-settings';

afterEach(() => queryClient.clear());

function settingsReplies(save: { status: number; json?: unknown } = { status: 200, json: {} }) {
  return (req: Recorded) => {
    if (req.url === '/api/UserAccount/EmailAndNotificationsSettings')
      return req.method === 'GET'
        ? {
            status: 200,
            json: {
              email: 'employee@demo.test',
              notificationOn: true,
              language: 'en',
              paperlessEob: false,
            },
          }
        : save;
    if (req.url === '/api/UserAccount/MessageNotification')
      return { status: 200, json: { notificationOn: true } };
    throw new Error(`unexpected ${req.method} ${req.url}`);
  };
}

const NOTICE_TITLE = 'Not available while viewing as this user';

describe('e-mail and notification settings', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('while staff view the portal as the user: the reason, and the address shown but not editable', async () => {
    const calls = renderSignedIn(<NotificationSettings />, settingsReplies(), {
      impersonating: true,
    });
    const email = await screen.findByRole('textbox', { name: /^E-mail address/ });
    expect((email as HTMLInputElement).value).toBe('employee@demo.test');
    expect(email.matches(':disabled')).toBe(true);
    expect(
      screen.getByRole('textbox', { name: /^Confirm e-mail address/ }).matches(':disabled'),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Save changes' }).matches(':disabled')).toBe(true);
    const messageSwitch = await screen.findByRole('switch', {
      name: /^E-mail me when I receive a new message/,
    });
    expect(messageSwitch.matches(':disabled')).toBe(true);
    const notice = screen.getByRole('status');
    expect(within(notice).getByText(NOTICE_TITLE)).toBeTruthy();
    expect(notice.textContent).toContain(
      "cannot change the user's e-mail address or notification settings",
    );
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
  });

  it('for the user: no notice, and the form is editable and saves', async () => {
    const calls = renderSignedIn(<NotificationSettings />, settingsReplies());
    const email = await screen.findByRole('textbox', { name: /^E-mail address/ });
    expect(email.matches(':disabled')).toBe(false);
    expect(screen.queryByText(NOTICE_TITLE)).toBeNull();
    const messageSwitch = await screen.findByRole('switch', {
      name: /^E-mail me when I receive a new message/,
    });
    expect(messageSwitch.matches(':disabled')).toBe(false);
    fireEvent.change(email, { target: { value: 'ana@demo.test' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Confirm e-mail address/ }), {
      target: { value: 'ana@demo.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.method === 'POST' && c.url === '/api/UserAccount/EmailAndNotificationsSettings',
        ),
      ).toBe(true),
    );
  });

  it('says why when the server refuses the change to an impersonation session', async () => {
    // The session does not know it is an impersonation (e.g. stored before the flag): the server decides.
    renderSignedIn(
      <NotificationSettings />,
      settingsReplies({
        status: 403,
        json: { error: 'forbidden', error_description: 'notWhileImpersonating' },
      }),
    );
    const email = await screen.findByRole('textbox', { name: /^E-mail address/ });
    fireEvent.change(email, { target: { value: 'ana@demo.test' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Confirm e-mail address/ }), {
      target: { value: 'ana@demo.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Staff viewing the portal as this user cannot do this: only the user can, after signing in.',
    );
  });
});
