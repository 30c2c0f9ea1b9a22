import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { validateWith, type Validation } from '../../lib/validate';
import { useContractForm, type FieldErrors } from '../../ui/use-contract-form';

/**
 * What the request forms share, on useContractForm: the body the values make is checked with the
 * contract's schema (after the form's own `precheck`, message keys per field) and sent as built; errors
 * are keyed by the body's paths (the server's land there too, anything else above the form); a filed
 * request hands its conversation number to `onDone` for the confirmation.
 */
export function useRequestForm<V extends object, B>({
  initial,
  schema,
  body,
  precheck,
  mutation,
  isDirty,
  onDone,
}: {
  initial: V | (() => V);
  schema: z.ZodType;
  /** The request body the values make (typed by the mutation). */
  body: (values: V) => NoInfer<B>;
  precheck?: (values: V) => FieldErrors;
  mutation: UseMutationResult<{ conversationId: number }, Error, B>;
  isDirty: (values: V) => boolean;
  onDone: (conversationId: number) => void;
}) {
  const form = useContractForm({
    initial,
    validate: (v: V): Validation<unknown> => {
      const refused = precheck?.(v) ?? {};
      if (Object.keys(refused).length > 0) return { ok: false, fields: refused };
      return validateWith(schema, body(v));
    },
    fieldOf: (path) => path,
    isDirty,
    pending: mutation.isPending,
    onValid: (_checked, values) =>
      mutation.mutate(body(values), {
        onSuccess: (r) => onDone(r.conversationId),
        onError: (error) => form.fail(error),
      }),
  });
  return form;
}
