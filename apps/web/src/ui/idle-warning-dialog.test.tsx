import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { loadAllTranslations } from '../i18n';
import { IdleWarningDialog } from './idle-warning-dialog';

beforeAll(async () => {
  await loadAllTranslations();
});
afterEach(() => {
  vi.useRealTimers();
});

function show(endsAt: number) {
  const onStay = vi.fn();
  const onSignOut = vi.fn();
  render(
    <MantineProvider>
      <IdleWarningDialog
        endsAt={endsAt}
        minutes={15}
        staying={false}
        onStay={onStay}
        onSignOut={onSignOut}
      />
    </MantineProvider>,
  );
  return { onStay, onSignOut };
}

describe('IdleWarningDialog', () => {
  it('is an alert dialog that names the idle time, counts down m:ss and starts on "Stay signed in"', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
    show(Date.now() + 120_000);
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session is about to end' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const description = document.getElementById(dialog.getAttribute('aria-describedby')!);
    expect(description?.textContent).toMatch(/after 15 minutes of inactivity/);
    expect(within(dialog).getByRole('timer').textContent).toBe('2:00');
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(within(dialog).getByRole('timer').textContent).toBe('0:59');
    expect(
      screen.getByRole('button', { name: 'Stay signed in' }).hasAttribute('data-autofocus'),
    ).toBe(true);
  });

  it('"Stay signed in", Escape and "Sign out" reach their handlers', async () => {
    const { onStay, onSignOut } = show(Date.now() + 120_000);
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onStay).toHaveBeenCalledTimes(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
