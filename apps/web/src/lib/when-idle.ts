/**
 * Runs `task` once the page has loaded and the main thread is idle: for downloads that must happen
 * early (code a later release could make unavailable) but not before the first page is shown.
 */
export function whenIdle(task: () => void): void {
  const later = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => task(), { timeout: 5000 });
    else setTimeout(task, 1000);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
