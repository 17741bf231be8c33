// How the three ID card requests submit: once at a time, the success message in their status region,
// field errors on their fields, and any other refusal (IDS-0002, -0005, -0006, -0007 or a generic
// failure) shown in place with its code. What the member typed stays.
import { useState } from 'react';
import type { FieldError } from '@portal/api-client';
import { failureText, validationErrorsOf, type FailureText } from '../common/api-failure';
import { useSave } from '../common/use-save';

export function useCardRequest() {
  const { message, save } = useSave();
  const [failure, setFailure] = useState<FailureText | null>(null);
  /** `showFieldErrors` puts the server's field errors on the form (applyServerErrors) and says whether there were any. */
  const submit = (action: () => Promise<unknown>, success: string, showFieldErrors: (errors: FieldError[]) => boolean) => {
    setFailure(null);
    return save(action, success, (error) => {
      if (!showFieldErrors(validationErrorsOf(error))) setFailure(failureText(error));
    });
  };
  return { message, failure, submit };
}
