import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Button, TextInput } from '@mantine/core';
import type { Access } from '@bp/contract/api/endpoint';
import { changePassword } from '@bp/contract/api/auth';
import { emailAndNotificationsGet } from '@bp/contract/api/account-settings';
import { talonSso } from '@bp/contract/api/sso';
import { loadAllTranslations } from '../i18n';
import { renderSignedIn } from '../test/render';
import { ImpersonationGate, impersonationBarOf } from './impersonation-bar';

const barred = (reason: 'sso' | 'contact'): { access: Access } => ({
  access: { kind: 'signedIn', roleClasses: ['Members'], notWhileImpersonating: reason },
});

describe('impersonationBarOf', () => {
  it('names the reason of the first barred call, only while impersonating', () => {
    expect(impersonationBarOf([changePassword], true)).toBe('credentials');
    expect(impersonationBarOf([talonSso], true)).toBe('sso');
    expect(impersonationBarOf([emailAndNotificationsGet, barred('contact')], true)).toBe('contact');
    expect(impersonationBarOf([changePassword, talonSso], false)).toBeNull();
    expect(impersonationBarOf([emailAndNotificationsGet], true)).toBeNull();
    expect(impersonationBarOf([{ access: { kind: 'public' } }], true)).toBeNull();
  });
});

function Part() {
  return (
    <form aria-label="Part">
      <TextInput label="E-mail" defaultValue="ana@demo.test" />
      <Button type="submit">Save</Button>
      <a href="/help">Help</a>
    </form>
  );
}

describe('ImpersonationGate', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('while impersonating: the notice of the reason, and the part disabled but still shown', () => {
    renderSignedIn(
      <ImpersonationGate def={barred('sso')}>
        <Part />
      </ImpersonationGate>,
      () => ({ status: 500 }),
      { impersonating: true },
    );
    const notice = screen.getByRole('status');
    expect(within(notice).getByText('Not available while viewing as this user')).toBeTruthy();
    expect(notice.textContent).toContain('cannot sign in to partner sites in the user');
    const input = screen.getByLabelText('E-mail');
    expect(input.matches(':disabled')).toBe(true);
    expect((input as HTMLInputElement).value).toBe('ana@demo.test');
    expect(screen.getByRole('button', { name: 'Save' }).matches(':disabled')).toBe(true);
    // The disabled part is described by the notice.
    const group = screen.getByRole('group');
    expect(group.getAttribute('aria-describedby')).toBe(notice.id);
  });

  it('shows no notice when asked not to (the screen shows it once), still disabling the part', () => {
    renderSignedIn(
      <ImpersonationGate def={barred('contact')} notice={false}>
        <Part />
      </ImpersonationGate>,
      () => ({ status: 500 }),
      { impersonating: true },
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' }).matches(':disabled')).toBe(true);
  });

  it('leaves the part as it is for the user signed in as themselves', () => {
    renderSignedIn(
      <ImpersonationGate def={barred('sso')}>
        <Part />
      </ImpersonationGate>,
      () => ({ status: 500 }),
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByLabelText('E-mail').matches(':disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Save' }).matches(':disabled')).toBe(false);
  });

  it('does not bar a call the contract allows while impersonating', () => {
    renderSignedIn(
      <ImpersonationGate def={emailAndNotificationsGet}>
        <Part />
      </ImpersonationGate>,
      () => ({ status: 500 }),
      { impersonating: true },
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' }).matches(':disabled')).toBe(false);
  });
});
