import { createElement, type ComponentType } from 'react';
import { loadAllTranslations } from '../i18n';
import { LIMITS } from '../lib/constants';
import { createStore } from '../lib/external-store';

/** A page chunk that failed to download or took longer than the time-out (spec §2, §8). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload CSS|CSS chunk load failed|ChunkLoadError/i;

/** True for a failed or timed-out chunk load. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message);
}

/** Loads a chunk, rejecting with ChunkLoadError on failure or after 120 s. */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  ms: number = LIMITS.chunkLoadTimeoutMs,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`chunk load timed out after ${ms} ms`)),
      ms,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          isChunkLoadError(error) || error instanceof TypeError
            ? new ChunkLoadError(String((error as Error).message))
            : error,
        );
      },
    );
  });
}

/**
 * What a lazy route needs besides its chunk. The sign-in page and its layout need neither (they are
 * the first thing most visits show, and carry only what they render); every other page takes both.
 */
export interface LazyPageNeeds {
  /**
   * Every i18n namespace and every Mantine component's styles (else only the core namespaces and the
   * sign-in page's styles, loaded at start). Default true.
   */
  allTranslations?: boolean;
  /** The TanStack Query cache provider around the page. Default true. */
  queries?: boolean;
}

/** A `lazy` route property for a page module with a default export. */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  { allTranslations = true, queries = true }: LazyPageNeeds = {},
) {
  return async () => {
    const [page, query] = await withChunkTimeout(() =>
      Promise.all([
        load(),
        queries ? import('../lib/query-provider') : undefined,
        allTranslations ? loadAllTranslations() : undefined,
        // Every other page's Mantine styles (one file, loaded before the page renders).
        allTranslations ? import('../ui/styles/mantine-components') : undefined,
      ]),
    );
    // With `vite:preloadError` prevented (watchPreloadErrors), Vite resolves a failed import to
    // undefined instead of rejecting: that is a chunk failure too, and gets the reload dialog.
    if (!page || (queries && !query)) throw new ChunkLoadError('page chunk failed to load');
    const Page = page.default;
    // The query cache provider comes with the pages, keeping TanStack Query out of the entry chunk.
    const QueryProvider = query?.QueryProvider;
    return {
      Component: QueryProvider
        ? () => createElement(QueryProvider, null, createElement(Page))
        : Page,
    };
  };
}

/** Raised when Vite reports a failed preload outside a route load; shows the reload dialog. */
export const chunkFailureStore = createStore(false);

/** Listens for Vite's preload errors (CSS or JS chunk of a page that is already shown). */
export function watchPreloadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    chunkFailureStore.set(true);
  });
}
