/** The background job queue: Postgres-backed (the `jobs` table), in-process workers. */
export * from './queue.js';
export * from './runner.js';
