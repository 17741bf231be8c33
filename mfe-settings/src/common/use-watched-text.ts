// The live value of one text field of a PortalForm (for a checklist or the fields that follow a
// choice), read through the form's own subscription so only this component re-renders.
import { useCallback, useSyncExternalStore } from 'react';

/** The parts of a PortalForm (react-hook-form) this hook uses. */
export interface WatchableForm<TName extends string> {
  subscribe(payload: { name?: TName; formState?: { values?: boolean }; callback: (data: unknown) => void }): () => void;
  getValues(name: TName): unknown;
}

export function useWatchedText<TName extends string>(form: WatchableForm<NoInfer<TName>>, name: TName): string {
  const subscribe = useCallback((notify: () => void) => form.subscribe({ name, formState: { values: true }, callback: () => notify() }), [form, name]);
  const read = () => {
    const value = form.getValues(name);
    return typeof value === 'string' ? value : '';
  };
  return useSyncExternalStore(subscribe, read, read);
}
