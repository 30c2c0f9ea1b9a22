import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * A password input with the show/hide toggle that tells screen readers when it is in error: Mantine's
 * PasswordInput shows the error text but does not set `aria-invalid` on its input itself.
 */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput {...props} aria-invalid={props.error ? true : undefined} />;
}
