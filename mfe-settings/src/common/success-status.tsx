// Where a form says it worked. The live region is always in the page, so assistive technology is
// already listening when the message appears (a region added together with its text is often missed).
// With takeFocus, the message also takes focus: for changes that remove the control the member used.
import { useEffect, useRef } from 'react';
import { Notice } from '@portal/ui';

export function SuccessStatus({
  message,
  takeFocus = false,
  version = 0,
}: {
  message: string | null;
  takeFocus?: boolean;
  /** Changes with every success, so the same message twice takes focus twice. */ version?: number;
}) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus && message) region.current?.focus();
  }, [takeFocus, message, version]);
  return <Notice ref={region} role="status" tabIndex={takeFocus ? -1 : undefined} title={message ?? undefined} />;
}
