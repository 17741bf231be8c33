// Code behind a button (a menu drawer, a chat panel, a form that waits closed) starts loading when
// the member shows the intent to press it: the pointer over it, a touch, or keyboard focus. By the
// click the code is usually there, and a page whose button is never used costs nothing: no download,
// no main-thread time while it loads.
export interface IntentHandlers {
  onPointerEnter: () => void;
  onTouchStart: () => void;
  onFocus: () => void;
}

export function loadOnIntent(load: () => Promise<unknown>): IntentHandlers {
  const start = () => void load().catch(() => undefined);
  return { onPointerEnter: start, onTouchStart: start, onFocus: start };
}

/** One module's code, fetched at most once at a time and kept once it has arrived. */
export interface OnIntentLoader<T> {
  load: () => Promise<T>;
  /** What arrived, or null while nothing has. */
  current: () => T | null;
}

/**
 * Wraps an `import()`: every intent and every press share one request, what arrived is kept for the
 * rest of the visit (a later page view has it at once), and a failed request is forgotten so that the
 * next press asks again.
 */
export function createOnIntentLoader<T>(load: () => Promise<T>): OnIntentLoader<T> {
  let arrived: { value: T } | null = null;
  let pending: Promise<T> | null = null;
  return {
    current: () => (arrived ? arrived.value : null),
    load: () => {
      if (arrived) return Promise.resolve(arrived.value);
      pending ??= load().then(
        (value) => {
          arrived = { value };
          return value;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
}
