// What loading a remote fetches must arrive within a deadline (remoteLoadDeadlineMs of the remote
// registry contract): a server that accepts a request and never answers would otherwise leave the page
// saying "Loading…" forever. A load that runs out of time fails like one the network refused, so the
// fallback plugin shows the unavailable panel with Retry.
export { remoteLoadDeadlineMs } from '@portal/contracts/remote-registry';

export class RemoteLoadTimeoutError extends Error {
  constructor(what: string, deadlineMs: number) {
    super(`${what} did not arrive within ${deadlineMs} ms`);
    this.name = 'RemoteLoadTimeoutError';
  }
}

/** `work`, or RemoteLoadTimeoutError once `deadlineMs` has passed without it settling. */
export function withinDeadline<T>(work: Promise<T>, deadlineMs: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new RemoteLoadTimeoutError(what, deadlineMs)), deadlineMs);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** fetch, aborted with RemoteLoadTimeoutError when no answer has come within `deadlineMs`. */
export async function fetchWithinDeadline(url: string, init: RequestInit | undefined, deadlineMs: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deadlineMs);
  // The caller's own abort still counts.
  const callerAborted = () => controller.abort();
  init?.signal?.addEventListener('abort', callerAborted, { once: true });
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (controller.signal.aborted && !init?.signal?.aborted) throw new RemoteLoadTimeoutError(url, deadlineMs);
    throw error;
  } finally {
    clearTimeout(timer);
    init?.signal?.removeEventListener('abort', callerAborted);
  }
}
