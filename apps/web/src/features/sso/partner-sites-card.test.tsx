import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { loadAllTranslations } from '../../i18n';
import { queryClient } from '../../lib/query-client';
import type { Recorded } from '../../test/fake-fetch';
import { renderSignedIn } from '../../test/render';
import { PartnerSitesCard } from './partner-sites-card';

afterEach(() => queryClient.clear());

function partners(req: Recorded) {
  if (req.url === '/api/sso/Partners')
    return { status: 200, json: ['healthAccounts', 'hcbb', 'talon'] };
  throw new Error(`unexpected ${req.method} ${req.url}`);
}

const BUTTONS = [
  'Health account (opens in a new tab)',
  'Cost comparison tool (opens in a new tab)',
  'Shop for care (opens in a new tab)',
];

describe('partner sites (single sign-on)', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('while staff view the portal as the member: the sites are listed, their sign-in is not offered', async () => {
    renderSignedIn(<PartnerSitesCard />, partners, { impersonating: true });
    for (const name of BUTTONS)
      expect((await screen.findByRole('button', { name })).matches(':disabled')).toBe(true);
    expect(screen.getByText('Compare prices of care before you go.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(
      "cannot sign in to partner sites in the user's name",
    );
  });

  it('for the member: every partner button signs in', async () => {
    renderSignedIn(<PartnerSitesCard />, partners);
    for (const name of BUTTONS)
      expect((await screen.findByRole('button', { name })).matches(':disabled')).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
