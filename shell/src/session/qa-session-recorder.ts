// Outside production there is no session-recording tool: the shell keeps what it would send in the
// QA hook instead (`__PORTAL_QA__.sessionRecording`), so the e2e privacy audit can prove that no token,
// passcode or member data ever reaches the recorder.
import { setSessionRecorder } from '@portal/api-client';

type RecordedEvent = { type: 'api-error' | 'identify'; event: unknown };

export function recordSessionIntoQaHook(): void {
  const hook = (globalThis as unknown as { __PORTAL_QA__?: { sessionRecording?: RecordedEvent[] } }).__PORTAL_QA__;
  if (!hook) return;
  const events: RecordedEvent[] = (hook.sessionRecording ??= []);
  setSessionRecorder({
    recordApiError: (event) => events.push({ type: 'api-error', event }),
    identify: (identity) => events.push({ type: 'identify', event: identity }),
  });
}
