import type { EndpointResponse } from '@bp/contract';
import type { enrollmentImport834 } from '@bp/contract/api/edi';

/** The answer of Enrollments/Import834. */
export type EnrollmentImport834Result = EndpointResponse<typeof enrollmentImport834>;
