import { useRef, useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { validateWith } from '../../lib/validate';
import { errorTextOf, fieldErrorsOf } from '../../ui/field-errors';
import { useFocusFirstError } from '../../ui/focus-first-error';

/**
 * What the request forms share: the body is checked with the contract's schema before sending, the
 * server's field errors land on the fields (other failures above the form), the focus goes to the first
 * field in error, and a filed request keeps its conversation number for the confirmation.
 */
export function useRequestSubmission<B>(
  schema: z.ZodType,
  mutation: UseMutationResult<{ conversationId: number }, Error, B>,
) {
  const { t } = useTranslation(['settings', 'messages']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [done, setDone] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [refused, setRefused] = useState(0);
  useFocusFirstError(formRef, refused);

  const send = (body: B) => {
    setFormError(undefined);
    const checked = validateWith(schema, body);
    if (!checked.ok) {
      const message = (key: string) =>
        t(`messages:${key}`, { defaultValue: t('messages:invalidValue') });
      setErrors(
        Object.fromEntries(Object.entries(checked.fields).map(([k, v]) => [k, message(v)])),
      );
      setRefused((n) => n + 1);
      return;
    }
    setErrors({});
    mutation.mutate(body, {
      onSuccess: (r) => setDone(r.conversationId),
      onError: (error) => {
        const fields = fieldErrorsOf(error, t);
        setErrors(fields);
        setRefused((n) => n + 1);
        if (!Object.keys(fields).length) setFormError(errorTextOf(error, t));
      },
    });
  };

  return { errors, formError, done, formRef, send, clearDone: () => setDone(null) };
}
