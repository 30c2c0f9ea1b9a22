import { z } from 'zod';

/** Shared response pieces. */
export const okResponse = z.object({ success: z.boolean(), message: z.string().optional() });

/** Booleans sent as query strings ("true"/"false"). */
export const queryBool = z
  .union([z.boolean(), z.enum(['true', 'false', 'True', 'False'])])
  .transform((v) => (typeof v === 'boolean' ? v : v.toLowerCase() === 'true'));

/** Integers sent as query strings. */
export const queryInt = z.coerce.number().int();

/** A page of items in the letters-style shape (spec §3 Paged results). */
export function pagedItems<T extends z.ZodType>(item: T) {
  return z.object({
    pageNumber: z.number().int(),
    itemsPerPage: z.number().int(),
    totalNumberOfItems: z.number().int(),
    totalNumberOfPages: z.number().int(),
    items: z.array(item),
  });
}

/** The claims-style page (spec §3 Default paginated claims result). */
export function pagedResults<T extends z.ZodType>(item: T) {
  return z.object({
    pageNumber: z.number().int(),
    itemsPerPage: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
    results: z.array(item),
  });
}
