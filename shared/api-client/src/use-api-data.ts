// Data a page section or dashboard card loads on its own: its own call, its own loading and failure
// state, and a retry, so one slow or failing service never blanks the page. Failures carry the
// generic message of SPEC section 8 for the caller to show in place (with LoadFailure from @portal/ui);
// calls made with `optOutOfErrorDialog` do not also raise the error dialog.
import { useCallback, useEffect, useState } from 'react';
import { PortalApiError } from './portal-api-error';
import { genericMessages } from '@portal/contracts/error-messages';

export type ApiData<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; message: string; retry: () => void };

function failureMessage(error: unknown): string {
  return error instanceof PortalApiError ? genericMessages[error.messageKey] : genericMessages.default;
}

export function useApiData<T>(load: (signal: AbortSignal) => Promise<T>, key: string): ApiData<T> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; attempt: number; value: ApiData<T> } | null>(null);
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
export { DashboardCardData } from './dashboard-card-data';
