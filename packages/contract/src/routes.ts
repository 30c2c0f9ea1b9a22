/** The route catalogue of spec §2 with its guard (spec §6). Details live in route-catalogue/. */
export * from './route-catalogue/base-names.js';
export * from './route-catalogue/types.js';
export * from './route-catalogue/public.js';
export * from './route-catalogue/admin.js';
export * from './route-catalogue/employer.js';
export * from './route-catalogue/member.js';
export * from './route-catalogue/provider.js';
export * from './route-catalogue/catalogue.js';
export * from './route-catalogue/paths.js';
export * from './route-catalogue/check-run-key.js';
export * from './route-catalogue/guard.js';
