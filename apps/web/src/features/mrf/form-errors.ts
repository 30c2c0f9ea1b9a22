import { ApiError } from '../../lib/api';

/** A failed save whose `location` was refused: shown as "https only" (the MRF rule), whatever the key. */
export function httpsOnly(error: unknown): unknown {
  const fields = error instanceof ApiError ? error.body.fields : undefined;
  if (!(error instanceof ApiError) || !fields?.location) return error;
  return new ApiError(error.status, {
    ...error.body,
    fields: { ...fields, location: 'mrf:httpsRequired' },
  });
}
