// Calls that take their time, for tests that move fake timers while a call is pending.

/** A fetch that never answers: its request fails only when the caller aborts it. */
export function neverAnswered(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) =>
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );
}

/** Settles a promise's outcome into a value, so fake timers can run while it is pending. */
export function outcomeOf<T>(promise: Promise<T>): { current: { value?: T; error?: unknown } | null } {
  const outcome: { current: { value?: T; error?: unknown } | null } = { current: null };
  promise.then(
    (value) => (outcome.current = { value }),
    (error: unknown) => (outcome.current = { error }),
  );
  return outcome;
}
