import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { DrizzleQueryError } from 'drizzle-orm';
import { errorForLog, genReqId, loggerOptions, messageForLog } from './logging.js';

/** The log lines a logger with the server's options writes, parsed. */
function capture(): { log: pino.Logger; lines: () => Record<string, unknown>[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const log = pino(loggerOptions('info'), stream);
  return {
    log,
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

describe('log lines carry no PHI', () => {
  it("drops a failed query's values and the row PostgreSQL quotes, keeps the query and the codes", () => {
    const pgError = Object.assign(
      new Error('duplicate key value violates unique constraint "m_uq"'),
      {
        code: '23505',
        constraint: 'm_uq',
        table: 'members',
        detail: 'Key (last_name, birth_date)=(Smith, 1961-04-12) already exists.',
      },
    );
    const err = new DrizzleQueryError(
      'insert into members (last_name, birth_date) values ($1, $2)',
      ['Smith', '1961-04-12'],
      pgError,
    );
    const { log, lines } = capture();
    log.child({ reqId: 'req-1' }).error({ err }, 'unexpected error');
    const [line] = lines();
    const text = JSON.stringify(line);
    expect(text).not.toContain('Smith');
    expect(text).not.toContain('1961-04-12');
    expect(line).toMatchObject({
      reqId: 'req-1',
      err: {
        type: 'DrizzleQueryError',
        message: expect.stringContaining(
          'insert into members (last_name, birth_date) values ($1, $2)',
        ),
        cause: { code: '23505', constraint: 'm_uq', table: 'members' },
      },
    });
  });

  it('stores no query values in a failed job either (the message of its row)', () => {
    expect(messageForLog('Failed query: select 1 where x = $1\nparams: Smith')).toBe(
      'Failed query: select 1 where x = $1\nparams: [not logged]',
    );
    expect(messageForLog('boom')).toBe('boom');
  });

  it('keeps an ordinary error whole, and passes a message string through', () => {
    const e = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(errorForLog(e)).toMatchObject({
      type: 'Error',
      message: 'connect ECONNREFUSED 127.0.0.1:5432',
      code: 'ECONNREFUSED',
      stack: expect.stringContaining('ECONNREFUSED'),
    });
    expect(errorForLog('timeout')).toBe('timeout');
  });

  it('logs a request by method and path: no query string', () => {
    const { log, lines } = capture();
    log.info(
      {
        req: { method: 'GET', url: '/api/Members/Search?ssn=078051120&name=Smith', ip: '10.0.0.1' },
      },
      'incoming request',
    );
    const text = JSON.stringify(lines()[0]);
    expect(text).toContain('/api/Members/Search');
    expect(text).not.toContain('078051120');
    expect(text).not.toContain('Smith');
  });

  it("takes a sane caller's request id (the proxy's), else makes one", () => {
    const req = (id?: string) =>
      ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as never;
    expect(genReqId(req('haproxy-7f3a:12'))).toBe('haproxy-7f3a:12');
    expect(genReqId(req('bad id with spaces'))).toMatch(/^[0-9a-f-]{36}$/);
    expect(genReqId(req())).toMatch(/^[0-9a-f-]{36}$/);
  });
});
