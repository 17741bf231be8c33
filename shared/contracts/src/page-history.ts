// Where the member was before the page now shown, for a remote whose rule depends on it (the claims
// filters reset when claims is entered from another page). The shell keeps both paths in session
// storage on every page it shows, so the answer holds however the page was reached: a link, the
// back button, the address bar or a reload. A reload keeps the page as its own predecessor.
//
// No imports: the shell (and a remote's development host) writes these entries; a remote reads them.

/** The path of the page the shell shows now (redirects are not pages). */
export const currentPageStorageKey = 'current_page_path';
/** The path of the page shown before it; absent for the first page of the tab. */
export const previousPageStorageKey = 'previous_page_path';

function read(key: string): string | null {
  try {
    return globalThis.sessionStorage?.getItem(key) ?? null;
  } catch {
    // Without storage there is no history: every page counts as the tab's first.
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.sessionStorage?.removeItem(key);
    else globalThis.sessionStorage?.setItem(key, value);
  } catch {
    // See read.
  }
}

/**
 * A page load (a reload, the address bar, a link from outside): the page before it is the last one
 * this tab showed, even when it is the same page again. The host calls it once as it starts.
 */
export function startPageHistory(): void {
  write(previousPageStorageKey, read(currentPageStorageKey));
}

/** The host shows a page at `pathname`; called while rendering it, before the page itself (no-op when it already is). */
export function recordPageShown(pathname: string): void {
  const current = read(currentPageStorageKey);
  if (current === pathname) return;
  write(previousPageStorageKey, current);
  write(currentPageStorageKey, pathname);
}

/** The path of the page shown before the current one (null for the tab's first page). */
export function previousPagePath(): string | null {
  return read(previousPageStorageKey);
}
