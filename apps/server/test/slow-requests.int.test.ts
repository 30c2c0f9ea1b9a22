import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HTTP_TIMEOUTS, loadConfig } from '../src/config.js';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * Issue 25: a request whose headers or body trickle in was held open indefinitely. Over a real TCP
 * socket, with short time-outs configured for the test: a stalled or trickling client is answered 408
 * (or, silent mid-request, disconnected) and its connection closed; a slow client within the limits is served.
 */

const HEADERS_MS = 1_000;
const REQUEST_MS = 2_000;
const IDLE_MS = 1_500;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      http: { headersMs: HEADERS_MS, requestMs: REQUEST_MS, idleMs: IDLE_MS, keepAliveMs: 1_000 },
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

interface Outcome {
  /** Milliseconds from connecting until the server closed the connection. */
  closedAfter: number;
  /** What the server sent before closing. */
  received: string;
}

/**
 * Connects, runs `drive(write)` (which writes on its own schedule) and resolves when the server closes
 * the connection; fails after `giveUpMs`. Writing stops once the socket is closed.
 */
function connect(
  drive: (write: (s: string) => void) => () => void,
  giveUpMs = 10_000,
): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let received = '';
    const socket = net.connect(port, '127.0.0.1');
    let stop = () => {};
    const giveUp = setTimeout(() => {
      stop();
      socket.destroy();
      reject(new Error(`the server kept the connection open for ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on('connect', () => {
      stop = drive((s) => {
        if (!socket.destroyed && socket.writable) socket.write(s);
      });
    });
    socket.on('data', (d) => (received += d.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(giveUp);
      stop();
      resolve({ closedAfter: Date.now() - started, received });
    });
  });
}

/** Writes `text` one character every `everyMs`, then nothing. */
const trickle =
  (text: string, everyMs: number, head = '') =>
  (write: (s: string) => void) => {
    if (head) write(head);
    let i = 0;
    const timer = setInterval(() => {
      if (i < text.length) write(text[i++]!);
    }, everyMs);
    return () => clearInterval(timer);
  };

const JSON_HEAD = (length: number) =>
  'POST /api/UserAccount/v2/ForgotPassword HTTP/1.1\r\nHost: portal.test\r\n' +
  `Content-Type: application/json\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;

describe('slow clients over TCP', () => {
  it('closes a connection that sends half a header line and then nothing (408)', async () => {
    const o = await connect((write) => {
      write('GET /api/Content/Faqs HTTP/1.1\r\nHost: por');
      return () => {};
    });
    expect(o.received).toMatch(/^HTTP\/1\.1 408/);
    expect(o.closedAfter).toBeGreaterThanOrEqual(HEADERS_MS - 100);
    expect(o.closedAfter).toBeLessThan(HEADERS_MS + 1_500);
  });

  it('closes a connection whose headers trickle in a byte at a time (408)', async () => {
    const headers =
      'GET /api/Content/Faqs HTTP/1.1\r\nHost: portal.test\r\nX-Padding: ' + 'a'.repeat(500);
    const o = await connect(trickle(headers, 100));
    expect(o.received).toMatch(/^HTTP\/1\.1 408/);
    expect(o.closedAfter).toBeLessThan(HEADERS_MS + 1_500);
  });

  it('closes a connection whose body trickles in (408 at the request time-out)', async () => {
    const body = JSON.stringify({ userId: 'x'.repeat(500) });
    const o = await connect(trickle(body, 100, JSON_HEAD(body.length)));
    expect(o.received).toMatch(/^HTTP\/1\.1 408/);
    expect(o.closedAfter).toBeGreaterThanOrEqual(REQUEST_MS - 100);
    expect(o.closedAfter).toBeLessThan(REQUEST_MS + 1_500);
  });

  it('closes a connection that goes silent in the middle of the body', async () => {
    const body = JSON.stringify({ userId: 'someone@example.test' });
    const o = await connect((write) => {
      write(JSON_HEAD(body.length) + body.slice(0, 5));
      return () => {};
    });
    expect(o.received).not.toMatch(/^HTTP\/1\.1 200/);
    expect(o.closedAfter).toBeLessThan(REQUEST_MS + 1_500);
  });

  it('serves a slow client that finishes within the limits', async () => {
    const body = JSON.stringify({ userId: 'slow@example.test' });
    // Headers at once, the body in 5 pieces over about a second.
    const o = await connect((write) => {
      write(JSON_HEAD(body.length));
      const pieces = body.match(/.{1,10}/g)!;
      let i = 0;
      const timer = setInterval(() => {
        if (i < pieces.length) write(pieces[i++]!);
      }, 200);
      return () => clearInterval(timer);
    });
    expect(o.received).toMatch(/^HTTP\/1\.1 200/);
    expect(o.received).toContain('{"success":true}');
  });
});

describe('time-out configuration', () => {
  it('defaults let a 12 MB body arrive at 120 kbit/s (a slow phone link); headers get 30 s', () => {
    const c = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/bp-server-test-data' });
    expect(c.http).toEqual(DEFAULT_HTTP_TIMEOUTS);
    const seconds12MbAt120kbit = (12 * 1024 * 1024 * 8) / 120_000;
    expect(c.http.requestMs / 1000).toBeGreaterThanOrEqual(seconds12MbAt120kbit);
    expect(c.http.headersMs).toBe(30_000);
  });

  it('reads HTTP_*_TIMEOUT_MS and refuses nonsense', () => {
    const env = { NODE_ENV: 'test', DATA_DIR: '/tmp/bp-server-test-data' };
    expect(
      loadConfig({
        ...env,
        HTTP_HEADERS_TIMEOUT_MS: '5000',
        HTTP_REQUEST_TIMEOUT_MS: '900000',
        HTTP_IDLE_TIMEOUT_MS: '30000',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '65000',
      }).http,
    ).toEqual({ headersMs: 5_000, requestMs: 900_000, idleMs: 30_000, keepAliveMs: 65_000 });
    expect(() => loadConfig({ ...env, HTTP_REQUEST_TIMEOUT_MS: '0' })).toThrow(/positive/);
    expect(() => loadConfig({ ...env, HTTP_IDLE_TIMEOUT_MS: 'soon' })).toThrow(/positive/);
    expect(() =>
      loadConfig({ ...env, HTTP_HEADERS_TIMEOUT_MS: '60000', HTTP_REQUEST_TIMEOUT_MS: '30000' }),
    ).toThrow(/must not exceed/);
  });
});
