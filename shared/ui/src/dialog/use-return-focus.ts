// Our dialogs mount when they open and unmount when they close (so their code loads only when
// needed), so no dialog is left to return focus when one has gone. This remembers what had focus
// when the dialog opened and gives it back on close.
import { useCallback, useState } from 'react';

export function useReturnFocus(): () => void {
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  return useCallback(() => {
    // After the dialog has gone, so its own focus handling cannot take it back.
    window.setTimeout(() => opener?.isConnected && opener.focus(), 0);
  }, [opener]);
}
