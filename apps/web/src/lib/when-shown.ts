/**
 * Moving focus to something a page may draw a moment later (its heading once loaded, a section drawn
 * after the lists above it): `attempt` runs now and after every change of the document until it returns
 * true or `waitMs` pass. Returns what stops the wait (an effect's cleanup).
 */
export function whenShown(attempt: () => boolean, waitMs: number): () => void {
  if (attempt()) return () => undefined;
  const observer = new MutationObserver(() => attempt() && stop());
  const timer = window.setTimeout(stop, waitMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * Focuses `target` (made focusable with tabIndex -1, without scrolling) unless the person has moved
 * focus since `focusedBefore` was read: what they chose meanwhile is left alone.
 */
export function focusUnlessMoved(target: HTMLElement, focusedBefore: Element | null): void {
  const active = document.activeElement;
  if (active !== focusedBefore && active !== document.body && active !== null && active.isConnected) return;
  if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}
