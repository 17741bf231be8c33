import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { loadOnIntent, type IntentHandlers, type OnIntentLoader } from './load-on-intent';

export interface LoadedOnIntent<T> {
  /** What arrived, once a press asked for it here (or at once when an earlier visit loaded it); else null. */
  loaded: T | null;
  /** The last press's request failed: the page says so and the next press asks again. */
  failed: boolean;
  /** Spread on the button: pointer, touch and focus start the download. */
  intent: IntentHandlers;
  /**
   * For the press: runs `then` as soon as the code is there, at once when it already is (so the
   * press answers in the same render), else when it arrives, if the page is still shown.
   */
  whenLoaded: (then: (value: T) => void) => void;
}

/** A button's code loaded on intent, with the press that comes before it has arrived kept for then. */
export function useLoadedOnIntent<T>(loader: OnIntentLoader<T>): LoadedOnIntent<T> {
  const [loaded, setLoaded] = useState<{ value: T } | null>(() => {
    const current = loader.current();
    return current === null ? null : { value: current };
  });
  const [failed, setFailed] = useState(false);
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  const intent = useMemo(() => loadOnIntent(loader.load), [loader]);
  const whenLoaded = useCallback(
    (then: (value: T) => void) => {
      const current = loader.current();
      if (current !== null) {
        setLoaded({ value: current });
        setFailed(false);
        then(current);
        return;
      }
      loader.load().then(
        (value) => {
          if (!shown.current) return;
          setLoaded({ value });
          setFailed(false);
          then(value);
        },
        () => {
          if (shown.current) setFailed(true);
        },
      );
    },
    [loader],
  );
  return { loaded: loaded ? loaded.value : null, failed, intent, whenLoaded };
}
