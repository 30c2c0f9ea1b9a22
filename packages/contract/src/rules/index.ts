/** Validation rules of spec §5: zod pieces carrying the spec's message keys. */
export * from './common.js';
export * from './numbers.js';
export * from './identifiers.js';
export * from './dates.js';
export * from './refinements.js';
export * from './claim-number.js';
export * from './claim-search.js';
export * from './password.js';
export * from './enrollment.js';
/** ERISA appeal clocks (issue 31); also `@bp/contract/rules/appeal-clocks`. */
export * from './appeal-clocks.js';
