/** How long after the load event `afterStart` runs its task when the user has not acted before. */
export const AFTER_START_MS = 10_000;

/**
 * Runs `task` once, at the user's first action on the page (pointer, key, touch) or `AFTER_START_MS`
 * after the load event, whichever comes first: for downloads that must happen early (code a later
 * release could make unavailable, needed after a navigation) but not while the first page loads.
 */
export function afterStart(task: () => void): () => void {
  const events = ['pointerdown', 'keydown', 'touchstart'] as const;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const cancel = () => {
    window.removeEventListener('load', arm);
    for (const e of events) window.removeEventListener(e, run, true);
    if (timer !== undefined) clearTimeout(timer);
  };
  function run() {
    if (done) return;
    done = true;
    cancel();
    task();
  }
  function arm() {
    timer = setTimeout(run, AFTER_START_MS);
  }
  for (const e of events) window.addEventListener(e, run, { capture: true, passive: true });
  if (document.readyState === 'complete') arm();
  else window.addEventListener('load', arm, { once: true });
  return cancel;
}
