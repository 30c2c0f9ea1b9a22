import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('marks its input invalid only while it shows an error', () => {
    const { rerender } = render(
      <MantineProvider>
        <PasswordField label="New password" error="Use a lowercase letter" />
      </MantineProvider>,
    );
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    rerender(
      <MantineProvider>
        <PasswordField label="New password" />
      </MantineProvider>,
    );
    expect(screen.getByLabelText('New password').hasAttribute('aria-invalid')).toBe(false);
  });
});
