import type { TFunction } from 'i18next';
import { ApiError } from '../lib/api';

/** Server `fields` errors (field → message key) translated for the form's inputs. */
export function fieldErrorsOf(error: unknown, t: TFunction): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body.fields) return {};
  return Object.fromEntries(
    Object.entries(error.body.fields).map(([field, key]) => [
      field,
      t(`messages:${key}`, { defaultValue: t('messages:invalidValue') }),
    ]),
  );
}

/** The form-level text of a failed call: its message key translated, or the server's own text. */
export function errorTextOf(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const key = error.body.error_description;
    return key ? t(`messages:${key}`, { defaultValue: key }) : t('messages:genericFailureMessage');
  }
  return t('messages:genericFailureMessage');
}

/**
 * Moves focus to the form's first invalid input once the errors have rendered (WCAG 3.3.1). The errors
 * come from a state update, so it looks again for a few frames until they are in the page.
 */
export function focusFirstInvalid(form: HTMLFormElement | null, framesLeft = 10): void {
  requestAnimationFrame(() => {
    // Mantine's PasswordInput marks its input with data-invalid only.
    const input = form?.querySelector<HTMLElement>(
      '[aria-invalid="true"], input[data-invalid="true"]',
    );
    if (input) input.focus();
    else if (framesLeft > 0) focusFirstInvalid(form, framesLeft - 1);
  });
}
