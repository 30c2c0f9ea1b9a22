import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { permissionId } from '@bp/contract/permissions';
import { loadAllTranslations } from '../../i18n';
import { queryClient } from '../../lib/query-client';
import type { Recorded } from '../../test/fake-fetch';
import { renderSignedIn } from '../../test/render';
import { AccountProfile } from './account-profile';

afterEach(() => queryClient.clear());

const EMPLOYEE_ACCOUNT = {
  accountId: 77,
  userName: 'pat@demo.test',
  email: 'pat@demo.test',
  firstName: 'Pat',
  lastName: 'Lee',
  phone: null,
  roleId: 7,
  roleDescription: 'Employee',
  status: 'Active',
  lockedOut: false,
  lastLoginDate: null,
  createdDate: '2026-01-05T10:00:00.000Z',
  memberId: 'M200',
  groupNumbers: [1001],
  allGroupAccess: false,
  language: 'en',
  messageNotification: true,
  emailNotification: true,
  providerId: null,
};

function replies(req: Recorded) {
  if (req.url === '/api/UserAccount/search')
    return {
      status: 200,
      json: { accounts: [EMPLOYEE_ACCOUNT], current: 1, pageSize: 20, pages: 1, totalObjects: 1 },
    };
  throw new Error(`unexpected ${req.method} ${req.url}`);
}

/** An employer who resets member accounts and changes their sign-in names and e-mail. */
const employer = {
  accountType: 9,
  permissions: [permissionId('RESET_MEMBER_ACCOUNT'), permissionId('UPDATE_EMAIL_USERNAME')]
    .map((id) => `${id}:False`)
    .join(','),
};

const CONTROLS = ['Lock account', 'Reset password', 'Send welcome e-mail', 'Save'];

describe('account-management profile', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('staff viewing the portal as an employer see its users but manage none, told why once', async () => {
    renderSignedIn(<AccountProfile accountId={77} staff={false} />, replies, {
      impersonating: true,
      login: employer,
    });
    expect(await screen.findByText('Pat Lee', { selector: 'dd' })).toBeTruthy();
    const notices = screen.getAllByRole('status');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.textContent).toContain('cannot manage accounts, permissions or access');
    for (const name of CONTROLS)
      for (const button of screen.getAllByRole('button', { name }))
        expect(button.matches(':disabled'), name).toBe(true);
    expect(screen.getByRole('textbox', { name: /^First name/ }).matches(':disabled')).toBe(true);
  });

  it('the employer signed in as themselves manages the account', async () => {
    renderSignedIn(<AccountProfile accountId={77} staff={false} />, replies, { login: employer });
    expect(await screen.findByText('Pat Lee', { selector: 'dd' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    for (const name of CONTROLS)
      for (const button of screen.getAllByRole('button', { name }))
        expect(button.matches(':disabled'), name).toBe(false);
    expect(screen.getByRole('textbox', { name: /^First name/ }).matches(':disabled')).toBe(false);
  });
});
