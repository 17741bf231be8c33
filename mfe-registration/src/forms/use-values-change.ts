// Keeps what the member types (the wizard's draft): runs `onChange` each time a form's values change,
// not for the values the form starts with.
import { useEffect, useRef } from 'react';

export function useValuesChange<TValues>(values: TValues, onChange: (values: TValues) => void) {
  const seen = useRef(values);
  useEffect(() => {
    if (values === seen.current) return;
    seen.current = values;
    onChange(values);
  }, [values, onChange]);
}
