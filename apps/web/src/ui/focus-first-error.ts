import { useEffect, type RefObject } from 'react';

/**
 * After a submit that found field errors, moves the keyboard focus to the first invalid field of the
 * form, so keyboard and screen-reader users land on what needs fixing (WCAG 3.3.1). `attempt` changes
 * on each refused submit (a counter, or the server's error object); typing never moves the focus.
 */
export function useFocusFirstError(
  form: RefObject<HTMLFormElement | null>,
  attempt: unknown,
): void {
  useEffect(() => {
    if (!attempt) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, attempt]);
}
