import path from 'node:path';
import { pino } from 'pino';
import { currentYear, shiftClockTo } from './clock.js';
import { loadConfig, type Config } from './config.js';
import { DatabaseInUseError, openPglite, openPostgres, type Database } from './db/client.js';
import { applyReferenceData } from './db/reference-data.js';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_TWO_STEP_ACCOUNT,
  DEMO_TWO_STEP_SECRET,
  PENDING_PROVIDER,
  demoDataYears,
  demoVerificationPayment,
  isDatabaseEmpty,
  seedDemoData,
} from './db/seed/index.js';
import { buildApp } from './app.js';
import { otpauthUrl } from './modules/auth/two-step.js';
import { loggerOptions } from './plugins/logging.js';
import { serveMetrics } from './plugins/metrics.js';
import { gracefulShutdown } from './shutdown.js';

const DEMO_MEMBERS = 1000;
const DEMO_SEED = 2026;

const config = loadConfig();
const log = pino(loggerOptions(config.logLevel));
if (config.today) {
  shiftClockTo(config.today);
  log.warn({ today: config.today }, 'PORTAL_TODAY: the clock is shifted for testing');
}

/** Retries `fn` until it succeeds: the server waits for its database instead of exiting. */
async function untilDone<T>(what: string, fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      log.error({ err: (err as Error).message, attempt }, `${what} failed; retrying in 5 s`);
      await new Promise((r) => setTimeout(r, 5_000));
    }
  }
}

async function openDatabase(c: Config): Promise<Database> {
  if (c.databaseUrl)
    return openPostgres(c.databaseUrl, (err) =>
      log.error({ err: err.message }, 'database connection error'),
    );
  return openPglite(path.join(c.dataDir, 'pglite'));
}

async function printDemoSignIns(database: Database): Promise<void> {
  const lines = DEMO_ACCOUNTS.map((a) => `  ${a.username.padEnd(34)} ${a.role}`);
  const payment = await demoVerificationPayment(database.db).catch(() => undefined);
  const verify = payment
    ? `\n${PENDING_PROVIDER} is pending verification: verify it with the ${
        payment.method === 'eft' ? 'EFT trace' : 'check'
      } number ${payment.number} and the amount ${(payment.amountCents / 100).toFixed(2)} (paid ${payment.issueDate}).\n`
    : '';
  const twoStep =
    `\n${DEMO_TWO_STEP_ACCOUNT} signs in in two steps: add the key ${DEMO_TWO_STEP_SECRET} to an ` +
    `authenticator app (or scan ${otpauthUrl(DEMO_TWO_STEP_SECRET, DEMO_TWO_STEP_ACCOUNT)}) and type ` +
    `its 6-digit code after the password.\n`;
  // Plain console output on purpose: this is the start-up banner of the demo, not a log line.
  console.log(
    `\nDemo sign-ins (password ${DEMO_PASSWORD}):\n${lines.join('\n')}\n${verify}${twoStep}`,
  );
}

async function main(): Promise<void> {
  const database = await openDatabase(config);
  await untilDone('database migration', () => database.migrate());
  await untilDone('reference data', () => applyReferenceData(database.db));
  if (config.demo && (await isDatabaseEmpty(database.db))) {
    log.info(`seeding demo data (${DEMO_MEMBERS} members)…`);
    await seedDemoData(database.db, {
      members: DEMO_MEMBERS,
      seed: DEMO_SEED,
      ssnKey: config.ssnKey,
      demoAccounts: true,
      log: (m) => log.debug(m),
    });
  } else if (config.demo) {
    const years = await demoDataYears(database.db);
    if (years && !years.includes(currentYear()))
      log.warn(
        `the demo data was generated for the plan years ${years.join(', ')}, not for ${currentYear()}: ` +
          'start on an empty database (delete DATA_DIR, ./data by default) to generate it for today',
      );
  }
  const app = await buildApp({ config, database, logger: log });
  if (config.trustProxy === true)
    log.warn(
      'TRUST_PROXY=true believes X-Forwarded-For from any peer: list the proxies instead (e.g. TRUST_PROXY=127.0.0.1,10.0.0.0/8) unless only they can reach this port',
    );
  await app.listen({ port: config.port, host: config.host });
  const metricsServer = await serveMetrics(app.metrics, config.metrics, log);
  if (config.demo && config.env !== 'production') await printDemoSignIns(database);

  // SIGTERM (the orchestrator, a rolling restart) or SIGINT (Ctrl-C): drain and close within the grace
  // period (shutdown.ts). A second SIGINT exits at once.
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      if (signal === 'SIGINT') {
        log.warn('second SIGINT: exiting now');
        process.exit(1);
      }
      return;
    }
    closing = true;
    log.info({ signal }, 'signal received');
    void gracefulShutdown(app, database, {
      ...config.shutdown,
      log,
      alsoClose: metricsServer ? [() => metricsServer.close()] : [],
    }).then(({ clean }) => process.exit(clean ? 0 : 1));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

// A lost database connection surfaces as a rejected query: log it, never exit because of it.
process.on('unhandledRejection', (err) => log.error({ err }, 'unhandled rejection'));

main().catch((err) => {
  if (err instanceof DatabaseInUseError) {
    // Another server (or a seed run) has the embedded database open: say so plainly and stop.
    console.error(`\n${err.message}\n`);
    process.exit(1);
  }
  log.fatal({ err }, 'start-up failed');
  process.exit(1);
});
