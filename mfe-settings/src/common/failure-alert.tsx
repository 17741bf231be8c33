import { ErrorAlert } from '@portal/ui';
import type { FailureText } from './api-failure';

/** A failed request shown in place, with its code (docs/product/errors-and-messages.md#errors-handling: an optional code line, then the message). */
export function FailureAlert({ failure }: { failure: FailureText | null }) {
  if (!failure) return null;
  return (
    <ErrorAlert>
      {failure.code && <p>Error code: {failure.code}</p>}
      <p>{failure.message}</p>
    </ErrorAlert>
  );
}
