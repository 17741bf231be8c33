// Each dashboard card loads on its own (issue 5): its own call, its own loading and failure state, and
// a retry, so one slow or failing service never blanks the dashboard. Failures show the generic
// message of SPEC section 8 inside the card instead of the error dialog.
import { useCallback, useEffect, useState } from 'react';
import { PortalApiError } from '@portal/api-client';
import { genericMessages } from '@portal/contracts/error-messages';

export type CardData<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; message: string; retry: () => void };

function failureMessage(error: unknown): string {
  return error instanceof PortalApiError ? genericMessages[error.messageKey] : genericMessages.default;
}

export function useCardData<T>(load: (signal: AbortSignal) => Promise<T>, key: string): CardData<T> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; attempt: number; value: CardData<T> } | null>(null);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setResult({ key, attempt, value: { status: 'ready', data } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ key, attempt, value: { status: 'failed', message: failureMessage(error), retry } });
      },
    );
    return () => controller.abort();
    // `load` is recreated every render; the key names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, retry]);

  return result && result.key === key && result.attempt === attempt ? result.value : { status: 'loading' };
}
