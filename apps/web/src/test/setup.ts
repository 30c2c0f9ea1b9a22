import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// A page's first render loads its lazy chunks (the portal's route table, the page, its components): on a
// busy 2-core machine that can take several seconds, so `findBy…` waits up to 10 s instead of 1 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these browser APIs that Mantine uses.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
}

window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  localStorage.clear();
});
