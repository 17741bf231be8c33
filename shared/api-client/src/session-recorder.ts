// Failed calls are reported to the session-recording tool with their error code and URL template
// (SPEC section 8). Never tokens, member ids or response bodies: the template has placeholders only.
export interface RecordedApiError {
  code: string;
  url: string;
  status: number | null;
}

export interface SessionRecorder {
  recordApiError(event: RecordedApiError): void;
}

let recorder: SessionRecorder = { recordApiError: () => undefined };

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
