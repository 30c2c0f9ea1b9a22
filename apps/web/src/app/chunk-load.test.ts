import { describe, expect, it } from 'vitest';
import { ChunkLoadError, lazyPage } from './chunk-load';

describe('lazyPage', () => {
  it('treats an import that Vite resolved to undefined (preload error prevented) as a chunk failure', async () => {
    await expect(lazyPage(() => Promise.resolve(undefined as never))()).rejects.toBeInstanceOf(
      ChunkLoadError,
    );
  });
});
