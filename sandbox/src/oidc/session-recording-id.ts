// The member's session-recording identity: HMAC-SHA256 of the token subject under the server's own
// key (SESSION_RECORDING_SECRET). The key never leaves the server, so neither the recording vendor nor
// anyone reading the portal's public config.json can test guessed usernames against an id; the portal
// reports the id as it gets it in the access token (docs/security.md, "What the browser keeps and shows").
import { createHmac } from 'node:crypto';

/** The access-token claim that carries the id (read by shell/src/session/user-identity-reporter.tsx). */
export const SESSION_RECORDING_ID_CLAIM = 'session_recording_id';

/** 64 lowercase hex characters. */
export function sessionRecordingId(subject: string, secret: string): string {
  return createHmac('sha256', secret).update(subject).digest('hex');
}
