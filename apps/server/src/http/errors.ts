import type { ApiErrorBody } from '@bp/contract';

/** An error that maps onto the API's one error shape `{ error, error_description, fields? }`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    /** A message key of the contract, or (invalid_grant) the sentence the login dialog shows. */
    readonly description: string,
    readonly fields?: Record<string, string>,
  ) {
    super(`${error}: ${description}`);
    this.name = 'ApiError';
  }

  /** The response body. */
  toBody(): ApiErrorBody {
    return {
      error: this.error,
      error_description: this.description,
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}

/** 400 invalid_request with field → message key pairs. */
export const invalidRequest = (description = 'invalidValue', fields?: Record<string, string>) =>
  new ApiError(400, 'invalid_request', description, fields);
/** 400 invalid_grant: sign-in failures; the description is a sentence shown to the user. */
export const invalidGrant = (description: string) =>
  new ApiError(400, 'invalid_grant', description);
export const unauthorized = (description = 'userNotLoggedIn') =>
  new ApiError(401, 'unauthorized', description);
export const forbidden = (description = 'forbidden') => new ApiError(403, 'forbidden', description);
export const notFound = (description = 'notFound') => new ApiError(404, 'not_found', description);
export const conflict = (description: string) => new ApiError(409, 'conflict', description);
export const serviceUnavailable = () =>
  new ApiError(503, 'service_unavailable', 'benefitsUnavailable');
