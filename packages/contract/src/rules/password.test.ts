import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { passwordRule } from './password.js';
import { emailsMatch, passwordDiffers, passwordsMatch } from './refinements.js';
import { expectKey, expectOk } from './test-helpers.js';

describe('passwordRule', () => {
  it('accepts a mixed-case password with a digit', () => expectOk(passwordRule, 'Secret123'));
  it('refuses a short one', () => expectKey(passwordRule, 'Ab1', 'passwordTooShort'));
  it.each(['secret123', 'SECRET123', 'SecretSecret'])('refuses %j', (v) =>
    expectKey(passwordRule, v, 'invalidPassword'),
  );
});

describe('password and e-mail refinements', () => {
  const form = z
    .object({ oldPassword: z.string(), newPassword: z.string(), confirmNewPassword: z.string() })
    .superRefine(passwordsMatch())
    .superRefine(passwordDiffers());
  it('passes a changed, confirmed password', () =>
    expectOk(form, {
      oldPassword: 'Old12345',
      newPassword: 'New12345',
      confirmNewPassword: 'New12345',
    }));
  it('flags a mismatched confirmation on the confirmation field', () => {
    const r = form.safeParse({
      oldPassword: 'a',
      newPassword: 'New12345',
      confirmNewPassword: 'x',
    });
    expect(r.error?.issues).toMatchObject([
      { message: 'passwordDoNotMatch', path: ['confirmNewPassword'] },
    ]);
  });
  it('flags an unchanged password on the new field', () => {
    const r = form.safeParse({
      oldPassword: 'Same1234',
      newPassword: 'Same1234',
      confirmNewPassword: 'Same1234',
    });
    expect(r.error?.issues).toMatchObject([
      { message: 'passwordShouldNotMatch', path: ['newPassword'] },
    ]);
  });
  it('matches e-mails ignoring case and blanks', () => {
    const emails = z
      .object({ email: z.string(), confirmEmail: z.string() })
      .superRefine(emailsMatch());
    expectOk(emails, { email: 'A@example.com', confirmEmail: ' a@example.com' });
    expectKey(emails, { email: 'a@example.com', confirmEmail: 'b@example.com' }, 'emailDoNotMatch');
  });
});
