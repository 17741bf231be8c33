// A form that sends a message and then shows a thank-you in its place (the contact forms): Enter
// pressed twice sends once, focus moves to the thank-you once sent, and back to the form's first
// field when the member chooses to send another.
import { useEffect, useRef, useState, type RefObject } from 'react';

export interface SentConfirmationState {
  sent: boolean;
  /** The always-present status region, so assistive technology is listening before the thank-you appears. */
  statusRef: RefObject<HTMLDivElement | null>;
  /** Runs the send unless one is under way; the thank-you shows once it resolves, a failure is the caller's. */
  sendOnce(send: () => Promise<void>): Promise<void>;
  /** Shows the form again, its first field focused. */
  sendAnother(): void;
}

export function useSentConfirmation<Field extends string>(
  form: { setFocus: (name: Field) => void },
  firstField: Field,
): SentConfirmationState {
  const [sent, setSent] = useState(false);
  const sending = useRef(false);
  const wasSent = useRef(false);
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) statusRef.current?.focus();
    else if (wasSent.current) form.setFocus(firstField);
    wasSent.current = sent;
  }, [sent, form, firstField]);

  const sendOnce = async (send: () => Promise<void>): Promise<void> => {
    if (sending.current) return;
    sending.current = true;
    try {
      await send();
      setSent(true);
    } finally {
      sending.current = false;
    }
  };

  return { sent, statusRef, sendOnce, sendAnother: () => setSent(false) };
}
