// Session storage keys of docs/product/session.md#session-kept-data. They are a contract with the sign-in return page, deep
// links and QA tooling, so they are spelled exactly as the spec names them.
export const sessionKeys = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  loggedInUser: 'logged_in_user',
  codeVerifier: 'code_verifier',
  deepLink: 'deep_link',
  deepLinkMessage: 'deepLinkMessage',
  loggingIn: 'logging_in',
  selectedPlan: 'selected_plan',
  /**
   * The plan lists (active and inactive), kept with the selected plan: docs/product/roles-and-rights.md#rights-menu-visibility hides Switch
   * Plans for a member with exactly one active plan and no inactive one, and after a reload the rule
   * must hold from the first paint, not from whenever the lists are fetched again.
   */
  memberships: 'memberships',
  /**
   * The selected plan's access rights and accessible members, with the plan they belong to: a reload
   * renders the page at once from them and asks for them again meanwhile (the dashboard on
   * a slow phone need not wait for the rights call before it paints; @portal/rights kept-rights.ts).
   */
  planRights: 'plan_rights',
  /**
   * A random id of this sign-in, copied with the rest of session storage when a tab is opened from
   * another, so Sign Out in one tab can end every tab of the same session (sign-out.ts).
   */
  sessionId: 'session_id',
} as const;

/** Keys that survive sign-out (docs/product/session.md#session-sign-out). */
export const keysKeptOnSignOut: readonly string[] = [sessionKeys.deepLink, sessionKeys.deepLinkMessage];

export function readSessionItem(key: string): string | null {
  try {
    return globalThis.sessionStorage?.getItem(key) ?? null;
  } catch {
    // Storage can be unavailable (privacy modes); the session then lives in memory only.
    return null;
  }
}

export function writeSessionItem(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.sessionStorage?.removeItem(key);
    else globalThis.sessionStorage?.setItem(key, value);
  } catch {
    // See readSessionItem.
  }
}

/** Clears session storage except the deep-link keys. */
export function clearSessionStorageForSignOut(): void {
  try {
    const storage = globalThis.sessionStorage;
    if (!storage) return;
    const kept = keysKeptOnSignOut.map((key) => [key, storage.getItem(key)] as const);
    storage.clear();
    for (const [key, value] of kept) if (value !== null) storage.setItem(key, value);
  } catch {
    // See readSessionItem.
  }
}
