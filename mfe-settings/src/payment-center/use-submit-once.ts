// How a payment and an autopay change are submitted: one request at a time (a second click or Enter
// while the first runs does nothing), the form marked busy until the answer so the page can disable its
// button and say it is working, and the change's Idempotency-Key (request-key.ts) sent with it and
// kept until an answer says what became of the change. Field errors go back on the form, any other
// refusal is shown in place with its code; what the member typed stays either way.
import { useCallback, useMemo, useRef, useState } from 'react';
import { PortalApiError, type FieldError } from '@portal/api-client';
import { failureText, serverCodeOf, validationErrorsOf, type FailureText } from '../common/api-failure';
import { pendingRequestKey } from './request-key';

/** The member API's answer to a key sent again with other details: the change it stands for was made. */
const keyAlreadyUsed = 'PAY-0014';

/**
 * Whether a failed request may still have made its change: no answer came (offline, a timeout) or the
 * server failed. A refusal (4xx) made none.
 */
function mayHaveMadeTheChange(error: unknown): boolean {
  return !(error instanceof PortalApiError) || error.status === null || error.status >= 500;
}

export interface SubmitHandlers<T> {
  /** The change is confirmed. */
  done(result: T): void;
  /** Puts the server's field errors on the form (applyServerErrors); says whether there were any. */
  showFieldErrors(errors: FieldError[]): boolean;
  /** The key had already made a change (the answer to it was lost): the page shows what is on file. */
  alreadyMade?(): void;
}

export interface SubmitOnce {
  /** A request is on its way: the submit button is disabled and the progress text shows. */
  busy: boolean;
  /** What the page says while the request is on its way ("Processing your payment…"); empty otherwise. */
  progress: string;
  /** A refusal without field errors, shown in place. */
  failure: FailureText | null;
  /** When the page opened, a change submitted earlier (before a reload) had no confirmation yet. */
  startedBefore: boolean;
  submit<T>(progress: string, send: (idempotencyKey: string) => Promise<T>, handlers: SubmitHandlers<T>): Promise<void>;
}

export function useSubmitOnce(storageKey: string): SubmitOnce {
  const key = useMemo(() => pendingRequestKey(storageKey), [storageKey]);
  const [startedBefore] = useState(() => key.pending() !== null);
  const [progress, setProgress] = useState('');
  const [failure, setFailure] = useState<FailureText | null>(null);
  const running = useRef(false);

  const submit = useCallback(
    async <T>(progressText: string, send: (idempotencyKey: string) => Promise<T>, handlers: SubmitHandlers<T>) => {
      if (running.current) return;
      running.current = true;
      setProgress(progressText);
      setFailure(null);
      try {
        const result = await send(key.forSubmit());
        key.settle();
        handlers.done(result);
      } catch (error) {
        // A failure that may have made the change keeps the key, so the retry cannot make it twice. A
        // refusal made nothing: the corrected change is a new one. A key the server has already used
        // for another change means that change was made.
        if (!mayHaveMadeTheChange(error)) key.settle();
        if (serverCodeOf(error) === keyAlreadyUsed) handlers.alreadyMade?.();
        if (!handlers.showFieldErrors(validationErrorsOf(error))) setFailure(failureText(error));
      } finally {
        running.current = false;
        setProgress('');
      }
    },
    [key],
  );

  return { busy: progress !== '', progress, failure, startedBefore, submit };
}
