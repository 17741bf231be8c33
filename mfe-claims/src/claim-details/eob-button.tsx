import { useState } from 'react';
import { openMemberDocument } from '@portal/api-client';
import { Button } from '@portal/ui';

/**
 * Opens the claim's explanation of benefits (PDF) in a new tab. openMemberDocument reports failures
 * in the error dialog: EOB-0002 when the browser blocks the tab, EOB-0001 when the PDF fails to load.
 */
export function EobButton({ url }: { url: string }) {
  const [opening, setOpening] = useState(false);
  const open = () => {
    if (opening) return;
    setOpening(true);
    void openMemberDocument(url, 'EOB-0001').finally(() => setOpening(false));
  };
  return (
    <>
      <Button onClick={open} aria-disabled={opening || undefined}>
        View explanation of benefits (PDF)<span className="portal-visually-hidden">, opens in a new tab</span>
      </Button>
      <p role="status">{opening ? 'Opening your explanation of benefits…' : ''}</p>
    </>
  );
}
