import { describe, expect, it } from 'vitest';
import { perFileProgress } from './use-file-management';

describe('perFileProgress', () => {
  it('fills the files in order', () => {
    expect(perFileProgress([100, 100], 0)).toEqual([0, 0]);
    expect(perFileProgress([100, 100], 0.25)).toEqual([0.5, 0]);
    expect(perFileProgress([100, 300], 0.5)).toEqual([1, 1 / 3]);
    expect(perFileProgress([100, 100], 1)).toEqual([1, 1]);
  });
  it('clamps and copes with empty sizes', () => {
    expect(perFileProgress([50], 2)).toEqual([1]);
    expect(perFileProgress([], 0.5)).toEqual([]);
    expect(perFileProgress([0, 0], 1)).toEqual([1, 1]);
  });
});
