/**
 * Runs `task` once the page has drawn and the main thread is idle: a screen's optional parts (a popup
 * it may open) are fetched then instead of beside the screen's own files. Old WebViews without
 * requestIdleCallback (iOS 12) get it shortly after the next frame. Returns a cancel.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = setTimeout(task, 200);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
