import { expect } from 'vitest';
import type { z } from 'zod';
import { MESSAGE_KEYS } from '../messages.js';

/** Asserts a value passes a rule. */
export function expectOk(schema: z.ZodType, value: unknown): void {
  const r = schema.safeParse(value);
  expect(r.success, `${JSON.stringify(value)} should pass: ${r.error?.message ?? ''}`).toBe(true);
}

/** Asserts a value fails a rule with exactly this message key, which must be a known key. */
export function expectKey(schema: z.ZodType, value: unknown, key: string): void {
  const r = schema.safeParse(value);
  expect(r.success, `${JSON.stringify(value)} should fail`).toBe(false);
  const messages = r.error!.issues.map((i) => i.message);
  expect(messages).toContain(key);
  for (const m of messages) expect(MESSAGE_KEYS as readonly string[]).toContain(m);
}
