// An access token the portal's token service accepts in Jest tests: a JWT shape with a subject and an
// expiry an hour ahead (the signature is never checked on the client; fake API servers ignore it).
const base64Url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** `claims` adds to the payload, e.g. the provider's `session_recording_id`. */
export function testAccessToken(subject = 'ava.medical', claims: Record<string, unknown> = {}): string {
  return `${base64Url({ alg: 'RS256' })}.${base64Url({ sub: subject, exp: Math.floor(Date.now() / 1000) + 3600, ...claims })}.sig`;
}
