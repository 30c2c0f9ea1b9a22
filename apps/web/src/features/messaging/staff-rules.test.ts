import { describe, expect, it } from 'vitest';
import { statusChangeProblem } from './staff-rules';

describe('status change', () => {
  it('resolving needs a resolution type; other statuses do not', () => {
    expect(statusChangeProblem('Resolved', '')).toBe('required');
    expect(statusChangeProblem('Resolved', '2')).toBeNull();
    expect(statusChangeProblem('InProgress', '')).toBeNull();
  });
});
