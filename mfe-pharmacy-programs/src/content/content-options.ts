// How pages call the lookup: always en-us (the portal's only content locale), and the bypass flag that
// content authors turn on in their own browser to see which content id shows where:
//   localStorage.setItem('portal.content.showIds', 'true')
// It changes only what this browser shows (ids instead of copy); it is never read from the URL.
import { useState } from 'react';
import { contentLocale, type LookupOptions } from './content-lookup';

export const contentBypassStorageKey = 'portal.content.showIds';

export function isContentBypassOn(): boolean {
  try {
    return window.localStorage.getItem(contentBypassStorageKey) === 'true';
  } catch {
    // Storage can be unavailable (privacy modes): no bypass.
    return false;
  }
}

/** The lookup options of this page view (read once, so the copy does not change while the member reads). */
export function useContentOptions(): LookupOptions {
  const [options] = useState<LookupOptions>(() => ({ locale: contentLocale, bypass: isContentBypassOn() }));
  return options;
}
