import { Alert } from '@mantine/core';

/** A form's form-level error (`useContractForm`'s `formError`), announced as an alert; nothing without one. */
export function FormError({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {text}
    </Alert>
  );
}
