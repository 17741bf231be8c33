// @ts-check
// A signed-in browser session for tests and the bench, written straight into session storage the way
// the sign-in return page leaves it. Until sign-in against the sandbox lands (issue 4) this is how a
// suite reaches signed-in pages; the access token is unsigned because the browser never verifies it.

/** @param {Record<string, unknown>} value */
function base64Url(value) {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * @param {{ username?: string, memberId?: string, displayName?: string }} [persona]
 * @returns {Record<string, string>} session storage entries
 */
export function seededSessionEntries({ username = 'ava.medical', memberId = 'ABC100000001', displayName = 'Ava Medical' } = {}) {
  const accessToken = `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url({ sub: username, exp: Math.floor(Date.now() / 1000) + 3600 })}.`;
  return {
    access_token: accessToken,
    refresh_token: 'seeded-refresh-token',
    logged_in_user: username,
    selected_plan: JSON.stringify({ username, memberId, displayName, contractType: 'Medical', isActive: true, tier1: 'ABCBS', loaded: true }),
  };
}
