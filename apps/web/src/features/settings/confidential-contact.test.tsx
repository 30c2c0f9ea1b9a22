import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadAllTranslations } from '../../i18n';
import { queryClient } from '../../lib/query-client';
import type { Recorded } from '../../test/fake-fetch';
import { renderSignedIn } from '../../test/render';
import { ConfidentialContactSection } from './confidential-contact';

afterEach(() => queryClient.clear());

const URL = '/api/Member/ConfidentialContact';

function replies(answer: unknown) {
  return (req: Recorded) => {
    if (req.url === URL && req.method === 'GET') return { status: 200, json: answer };
    if (req.url === URL && req.method === 'PUT') return { status: 200, json: { success: true } };
    throw new Error(`unexpected ${req.method} ${req.url}`);
  };
}

describe('confidential communications (member settings)', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('an adult: checks the ZIP code before sending, then saves the address as the contract body', async () => {
    const calls = renderSignedIn(
      <ConfidentialContactSection />,
      replies({ eligible: true, contact: null }),
    );
    const section = await screen.findByRole('region', { name: 'Confidential communications' });
    fireEvent.change(await within(section).findByRole('textbox', { name: /^Street address/ }), {
      target: { value: '12 Quiet Ct' },
    });
    fireEvent.change(within(section).getByRole('textbox', { name: /^City/ }), {
      target: { value: 'Round Rock' },
    });
    fireEvent.change(within(section).getByRole('combobox', { name: /^State/ }), {
      target: { value: 'TX' },
    });
    const zip = within(section).getByRole('textbox', { name: /^ZIP code/ });
    fireEvent.change(zip, { target: { value: '786' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save confidential address' }));
    expect(await within(section).findByText(/five digits/i)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(zip, { target: { value: '78664' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save confidential address' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(JSON.parse(String(put.body))).toEqual({
      address: {
        addressLine1: '12 Quiet Ct',
        addressLine2: '',
        city: 'Round Rock',
        state: 'TX',
        zip: '78664',
      },
      email: '',
      paperless: false,
    });
  });

  it('a minor: told it is for adults, no form', async () => {
    renderSignedIn(<ConfidentialContactSection />, replies({ eligible: false, contact: null }));
    expect(
      await screen.findByText('Confidential communications are for adults (18 and over).'),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
