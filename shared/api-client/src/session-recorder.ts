// Failed calls are reported to the session-recording tool with their error code and URL template
// (docs/product/errors-and-messages.md#errors-handling). Never tokens, member ids or response bodies: the template has placeholders only.
export interface RecordedApiError {
  code: string;
  url: string;
  status: number | null;
}

/**
 * Who the recorded session belongs to, without saying who they are: the identity provider's keyed
 * pseudonym of the member (an HMAC under a key only the server holds, so sessions of one member can be
 * grouped and nobody can test guesses; docs/security.md) and the plan's brand tier and contract type.
 */
export interface RecordedIdentity {
  userKey: string;
  brandTier: string;
  contractType: string;
}

export interface SessionRecorder {
  recordApiError(event: RecordedApiError): void;
  identify?(identity: RecordedIdentity): void;
}

let recorder: SessionRecorder = { recordApiError: () => undefined };

export function identifySession(identity: RecordedIdentity): void {
  try {
    recorder.identify?.(identity);
  } catch {
    // A broken recorder must never break the portal.
  }
}

export function setSessionRecorder(next: SessionRecorder): void {
  recorder = next;
}

export function recordApiError(event: RecordedApiError): void {
  try {
    recorder.recordApiError(event);
  } catch {
    // A broken recorder must never break the portal.
  }
}
