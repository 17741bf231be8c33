// The thank-you that takes a sent message form's place (useSentConfirmation): a status region that is
// always in the page, so assistive technology is listening before the thank-you appears, with what
// happens next and a button to send another message. The form shows only until the message is sent.
import type { ReactNode } from 'react';
import { Button, Notice } from '@portal/ui';
import type { SentConfirmationState } from './use-sent-confirmation';

export interface SentConfirmationProps {
  confirmation: Pick<SentConfirmationState, 'sent' | 'statusRef' | 'sendAnother'>;
  /** What happens now that the message is sent (a reply, a call). */
  whatNext: ReactNode;
  /** The form. */
  children: ReactNode;
}

export function SentConfirmation({ confirmation: { sent, statusRef, sendAnother }, whatNext, children }: SentConfirmationProps) {
  return (
    <>
      <Notice ref={statusRef} role="status" tabIndex={-1} title={sent ? 'Thank you. Your message has been sent.' : undefined}>
        {sent && (
          <>
            <p>{whatNext}</p>
            <Button variant="secondary" onClick={sendAnother}>
              Send another message
            </Button>
          </>
        )}
      </Notice>
      {!sent && children}
    </>
  );
}
