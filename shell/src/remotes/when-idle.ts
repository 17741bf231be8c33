// Work that must not compete with the page's first render: run once the browser is idle, or after
// `timeoutMs` at the latest. Returns a cancel function.
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, Math.min(timeoutMs, 1000));
  return () => window.clearTimeout(timer);
}

/** Whether the member asked their browser to save data (Save-Data): then nothing is fetched ahead. */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}
