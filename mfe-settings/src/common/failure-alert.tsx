import { ErrorAlert } from '@portal/ui';
import type { FailureText } from './api-failure';

/** A failed request shown in place, with its code (SPEC section 8: an optional code line, then the message). */
export function FailureAlert({ failure }: { failure: FailureText | null }) {
  if (!failure) return null;
  return (
    <ErrorAlert>
      {failure.code && <p>Error code: {failure.code}</p>}
      <p>{failure.message}</p>
    </ErrorAlert>
  );
}
