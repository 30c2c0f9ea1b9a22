/** Reference lists: coverage and claim types, people, states, specialties, places of service, CARC and RARC. */
export * from './coded.js';
export * from './coverage.js';
export * from './people.js';
export * from './us-states.js';
export * from './provider-specialties.js';
export * from './place-of-service.js';
export * from './carc.js';
export * from './rarc.js';
export * from './id-card-benefits.js';
