// How every settings form saves: one request at a time (Enter pressed twice saves once), the success
// message in the form's status region, and failures handed back to the form, which keeps its values.
import { useCallback, useRef, useState } from 'react';

export interface SaveState {
  /** The success message of the last save, until the next one starts. */
  message: string | null;
  /** Runs `action`, then shows `success`. A failure goes to `onError` (default: nothing more to do). */
  save(action: () => Promise<unknown>, success: string, onError?: (error: unknown) => void): Promise<void>;
}

export function useSave(): SaveState {
  const [message, setMessage] = useState<string | null>(null);
  const running = useRef(false);
  const save = useCallback(async (action: () => Promise<unknown>, success: string, onError?: (error: unknown) => void) => {
    if (running.current) return;
    running.current = true;
    setMessage(null);
    try {
      await action();
      setMessage(success);
    } catch (error) {
      // Calls that use the error dialog have shown the failure there (docs/product/errors-and-messages.md#errors-dialog); onError adds
      // field errors, or the in-place message of calls that leave failures to the page.
      onError?.(error);
    } finally {
      running.current = false;
    }
  }, []);
  return { message, save };
}
