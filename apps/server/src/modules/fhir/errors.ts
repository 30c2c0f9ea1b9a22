import type { OperationOutcome, OperationOutcomeIssue } from 'fhir/r4';

/**
 * An error of the FHIR API: its HTTP status and the OperationOutcome the route answers with (FHIR's error
 * shape, not the portal's `{ error, error_description }`). Diagnostics are for the app's developer, in
 * English, and never echo member data.
 */
export class FhirError extends Error {
  readonly status: number;
  readonly outcome: OperationOutcome;

  constructor(status: number, issues: OperationOutcomeIssue[]) {
    super(issues.map((i) => i.diagnostics ?? i.code).join('; '));
    this.name = 'FhirError';
    this.status = status;
    this.outcome = { resourceType: 'OperationOutcome', issue: issues };
  }
}

const issue = (
  code: OperationOutcomeIssue['code'],
  diagnostics: string,
  expression?: string,
): OperationOutcomeIssue => ({
  severity: 'error',
  code,
  diagnostics,
  ...(expression ? { expression: [expression] } : {}),
});

/** 404: unknown, or not the context patient's (the same answer: nothing tells them apart). */
export const notFound = (type: string, id: string) =>
  new FhirError(404, [issue('not-found', `${type}/${safe(id)} is not known`)]);

/** 404 for a type the API does not serve. */
export const unknownType = (type: string) =>
  new FhirError(404, [issue('not-supported', `Resource type ${safe(type)} is not supported`)]);

/** 400: a search parameter's value is not valid. */
export const invalidParam = (param: string, why: string) =>
  new FhirError(400, [issue('invalid', `Parameter ${safe(param)}: ${why}`, safe(param))]);

/** 400: search parameters the type does not support (strict handling: the app must not get a broader answer). */
export const unknownParams = (type: string, params: string[]) =>
  new FhirError(
    400,
    params.map((p) =>
      issue('not-supported', `Parameter ${safe(p)} is not supported for ${type}`, safe(p)),
    ),
  );

/** 400: the paging cursor is not one this server issued for this search. */
export const badCursor = () =>
  new FhirError(400, [issue('invalid', 'Parameter _page: not a page of this search', '_page')]);

/** An OperationOutcome of one issue (for the route layer's own errors, e.g. 401/403). */
export function outcomeOf(
  severity: OperationOutcomeIssue['severity'],
  code: OperationOutcomeIssue['code'],
  diagnostics: string,
): OperationOutcome {
  return { resourceType: 'OperationOutcome', issue: [{ severity, code, diagnostics }] };
}

/** A value quoted in a diagnostic: printable ASCII only, at most 64 characters. */
function safe(s: string): string {
  const clean = s.replace(/[^\x20-\x7e]/g, '?');
  return clean.length > 64 ? `${clean.slice(0, 64)}…` : clean;
}
