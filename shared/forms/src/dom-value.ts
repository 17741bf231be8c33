// Text fields keep what the member types out of the page's markup. A React-controlled input mirrors
// every keystroke into its `value` attribute (a textarea into its text), where CSS selectors, browser
// extensions and page recorders can read it: passwords, SSNs, account numbers, comments about care.
// So the text fields are uncontrolled: the element's value property follows the form's value (after a
// reset, for instance), and the member's typing reaches the form through onChange.
import { useLayoutEffect, useRef } from 'react';

export function useDomValue<TElement extends HTMLInputElement | HTMLTextAreaElement>(value: unknown) {
  const element = useRef<TElement | null>(null);
  const text = typeof value === 'string' ? value : '';
  useLayoutEffect(() => {
    if (element.current && element.current.value !== text) element.current.value = text;
  }, [text]);
  return element;
}
