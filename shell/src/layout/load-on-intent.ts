// Code behind a button (the menu drawer, the chat panel) starts loading when the member shows the
// intent to press it: the pointer over it, a touch, or keyboard focus. By the click the code is usually
// there, and a page that is never used costs nothing: no download, no main-thread time while it loads
// (docs/performance.md#page-weight-history).
export interface IntentHandlers {
  onPointerEnter: () => void;
  onTouchStart: () => void;
  onFocus: () => void;
}

export function loadOnIntent(load: () => Promise<unknown>): IntentHandlers {
  const start = () => void load().catch(() => undefined);
  return { onPointerEnter: start, onTouchStart: start, onFocus: start };
}
