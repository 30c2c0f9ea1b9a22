import { describe, expect, it } from 'vitest';
import { serverTimeouts } from './app.js';
import {
  DEFAULT_HTTP_TIMEOUTS,
  metricsConfig,
  shutdownTimes,
  DEFAULT_DRAIN_DELAY_MS,
  DEFAULT_SHUTDOWN_GRACE_MS,
} from './config.js';

describe('fleet settings (issue 30)', () => {
  it('shutdown: 25 s of grace, a 5 s drain in production and none elsewhere; checked', () => {
    expect(shutdownTimes({}, true)).toEqual({
      graceMs: DEFAULT_SHUTDOWN_GRACE_MS,
      drainDelayMs: DEFAULT_DRAIN_DELAY_MS,
    });
    expect([DEFAULT_SHUTDOWN_GRACE_MS, DEFAULT_DRAIN_DELAY_MS]).toEqual([25_000, 5_000]);
    expect(shutdownTimes({}, false)).toEqual({ graceMs: 25_000, drainDelayMs: 0 });
    expect(shutdownTimes({ SHUTDOWN_GRACE_MS: '40000', DRAIN_DELAY_MS: '8000' }, false)).toEqual({
      graceMs: 40_000,
      drainDelayMs: 8_000,
    });
    expect(() => shutdownTimes({ SHUTDOWN_GRACE_MS: 'soon' }, true)).toThrow(/SHUTDOWN_GRACE_MS/);
    expect(() => shutdownTimes({ SHUTDOWN_GRACE_MS: '500' }, true)).toThrow(/at least 1000/);
    expect(() => shutdownTimes({ DRAIN_DELAY_MS: '-1' }, true)).toThrow(/DRAIN_DELAY_MS/);
    expect(() =>
      shutdownTimes({ SHUTDOWN_GRACE_MS: '5000', DRAIN_DELAY_MS: '5000' }, true),
    ).toThrow(/shorter than SHUTDOWN_GRACE_MS/);
  });

  it('metrics: off by default, on a loopback port or for a token of 16+ characters', () => {
    expect(metricsConfig({})).toEqual({ port: undefined, host: '127.0.0.1', token: undefined });
    expect(metricsConfig({ METRICS_PORT: '9464' })).toMatchObject({
      port: 9464,
      host: '127.0.0.1',
    });
    expect(metricsConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
    expect(metricsConfig({ METRICS_TOKEN: 'a-long-enough-token' }).token).toBe(
      'a-long-enough-token',
    );
    expect(() => metricsConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => metricsConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => metricsConfig({ METRICS_TOKEN: 'sixteen chars and spaces' })).toThrow(
      /METRICS_TOKEN/,
    );
  });

  it("keeps idle keep-alive connections longer than a proxy keeps its idle connections to the server (60 s: nginx's upstream keepalive_timeout, ALB)", () => {
    expect(serverTimeouts(DEFAULT_HTTP_TIMEOUTS).keepAliveTimeout).toBeGreaterThan(60_000);
  });
});
