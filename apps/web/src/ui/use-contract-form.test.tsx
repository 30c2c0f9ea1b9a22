import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { loadAllTranslations } from '../i18n';
import { ApiError } from '../lib/api';
import type { Validation } from '../lib/validate';
import { renderSignedIn } from '../test/render';
import { ContractForm, useContractForm } from './use-contract-form';

const schema = z.object({
  name: z.string().trim().min(1, 'required'),
  email: z.string().trim().email('validationEmail'),
});
type Values = { name: string; email: string };
const EMPTY: Values = { name: '', email: '' };

/** A small form on the hook: two inputs, a form-level error, a dirty marker and a submit button. */
function TestForm({
  onValid,
  failWith,
  rules,
  guard,
}: {
  onValid: (data: unknown) => void;
  failWith?: unknown;
  rules?: (v: Values) => Validation<Values>;
  guard?: boolean;
}) {
  const navigate = useNavigate();
  const [sent, setSent] = useState(0);
  const form = useContractForm({
    initial: EMPTY,
    validate: rules ?? schema,
    guard,
    onValid: (data) => {
      onValid(data);
      setSent((n) => n + 1);
      if (failWith) form.fail(failWith);
    },
  });
  return (
    <ContractForm form={form} aria-label="Test form">
      {form.formError && <p role="alert">{form.formError}</p>}
      <label>
        Name
        <input
          value={form.values.name}
          aria-invalid={form.errorOf('name') ? true : undefined}
          onChange={(e) => form.set('name', e.currentTarget.value)}
        />
      </label>
      {form.errorOf('name') && <span data-testid="name-error">{form.errorOf('name')}</span>}
      <label>
        Email
        <input
          value={form.values.email}
          aria-invalid={form.errorOf('email') ? true : undefined}
          onChange={(e) => form.set('email', e.currentTarget.value)}
        />
      </label>
      {form.errorOf('email') && <span data-testid="email-error">{form.errorOf('email')}</span>}
      <span data-testid="dirty">{String(form.dirty)}</span>
      <span data-testid="sent">{sent}</span>
      <button type="submit">Send</button>
      <button type="button" onClick={() => form.reset()}>
        Reset
      </button>
      <button type="button" onClick={() => form.leave(() => void navigate('/elsewhere'))}>
        Leave
      </button>
      <a href="/elsewhere" onClick={(e) => (e.preventDefault(), void navigate('/elsewhere'))}>
        Away
      </a>
    </ContractForm>
  );
}

const noReply = () => ({ status: 500 });

describe('useContractForm', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('refuses invalid values: translated field errors, the focus on the first invalid field', async () => {
    const onValid = vi.fn();
    renderSignedIn(<TestForm onValid={onValid} />, noReply);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByTestId('name-error')).textContent).toBe('This field is required.');
    expect(screen.getByTestId('email-error').textContent).not.toBe('');
    expect(onValid).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
  });

  it('typing into a field clears its error only', async () => {
    renderSignedIn(<TestForm onValid={vi.fn()} />, noReply);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByTestId('name-error');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ana' } });
    expect(screen.queryByTestId('name-error')).toBeNull();
    expect(screen.getByTestId('email-error')).toBeTruthy();
  });

  it('hands the schema output to onValid', async () => {
    const onValid = vi.fn();
    renderSignedIn(<TestForm onValid={onValid} />, noReply);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Ana ' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@demo.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@demo.test' }),
    );
  });

  it('takes a rules function returning the same Validation shape', async () => {
    const onValid = vi.fn();
    const rules = (v: Values): Validation<Values> =>
      v.name === 'Ana' ? { ok: true, data: v } : { ok: false, fields: { email: 'required' } };
    renderSignedIn(<TestForm onValid={onValid} rules={rules} />, noReply);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByTestId('email-error')).textContent).toBe('This field is required.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
  });

  it("puts a server error's known fields on the fields and anything else above the form", async () => {
    const fieldFailure = new ApiError(400, {
      error: 'invalid_request',
      error_description: 'validationFailed',
      fields: { email: 'validationEmail' },
    });
    renderSignedIn(<TestForm onValid={vi.fn()} failWith={fieldFailure} />, noReply);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@demo.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('email-error')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
  });

  it('shows a failure without known fields as the form-level text', async () => {
    const failure = new ApiError(400, {
      error: 'invalid_request',
      error_description: 'genericFailureMessage',
      fields: { somethingElse: 'required' },
    });
    renderSignedIn(<TestForm onValid={vi.fn()} failWith={failure} />, noReply);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@demo.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(screen.queryByTestId('email-error')).toBeNull();
  });

  it('tracks dirty against the baseline; reset makes it clean', () => {
    renderSignedIn(<TestForm onValid={vi.fn()} />, noReply);
    expect(screen.getByTestId('dirty').textContent).toBe('false');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'A' } });
    expect(screen.getByTestId('dirty').textContent).toBe('true');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '' } });
    expect(screen.getByTestId('dirty').textContent).toBe('false');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'A' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByTestId('dirty').textContent).toBe('false');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it('asks before leaving with unsaved changes; leave() goes without asking', async () => {
    renderSignedIn(<TestForm onValid={vi.fn()} />, noReply);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'A' } });
    fireEvent.click(screen.getByRole('link', { name: 'Away' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    // The test router renders the same element on every path: still there, but clean and not asked.
    await waitFor(() => expect(screen.getByTestId('dirty').textContent).toBe('false'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('without a guard, leaving does not ask', async () => {
    renderSignedIn(<TestForm onValid={vi.fn()} guard={false} />, noReply);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'A' } });
    fireEvent.click(screen.getByRole('link', { name: 'Away' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
