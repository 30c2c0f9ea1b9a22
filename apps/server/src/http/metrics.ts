import type { Registry } from 'prom-client';

/**
 * What the app records its metrics into (plugins/metrics.ts builds it; a no-op while metrics are off). A
 * file of types alone: http/types.ts declares `app.metrics` with it without loading the plugin.
 */

/** How a sign-in attempt ended (the password or two-step grant). */
export type SignInResult = 'success' | 'failure' | 'locked' | 'second_step';
/** A lock that started: a client on an account (5 failures in 15 minutes), or the account itself (the cap). */
export type LockoutScope = 'client' | 'account';
/** How a job run ended: done, failed and queued again, failed for good, or handed back at shutdown. */
export type JobOutcome = 'succeeded' | 'retried' | 'failed' | 'released';

/** What the app records into; a no-op while metrics are off. */
export interface AppMetrics {
  readonly enabled: boolean;
  /** The registry (undefined while off). */
  readonly registry: Registry | undefined;
  signIn(result: SignInResult): void;
  lockout(scope: LockoutScope): void;
  jobRun(kind: string, outcome: JobOutcome, seconds: number): void;
}
