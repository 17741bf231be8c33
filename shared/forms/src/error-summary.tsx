// The error summary at the top of a form: a heading and a link to each invalid field. It takes focus
// after a failed submit (client or server errors), so keyboard and screen-reader users start there.
import { useContext, useEffect, useRef, type MouseEvent } from 'react';
import { usePortalFormContext } from './form-context';
import { FormIdContext, fieldIds } from './field-ids';
import styles from './error-summary.module.css';

interface SummaryItem {
  /** The field to link to; null for a form-level (server) message. */
  name: string | null;
  message: string;
}

/** Field errors in the order they were raised (the schema's field order), then form-level ones (`root`). */
export function summaryItems(errors: Record<string, unknown>, prefix = ''): SummaryItem[] {
  const items: SummaryItem[] = [];
  const formLevel: SummaryItem[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (typeof value === 'string') {
      if (value) items.push({ name: `${prefix}${key}`, message: value });
    } else if (value && typeof value === 'object') {
      if (key === 'root' && !prefix) {
        for (const message of Object.values(value)) if (typeof message === 'string' && message) formLevel.push({ name: null, message });
      } else {
        items.push(...summaryItems(value as Record<string, unknown>, `${prefix}${key}.`));
      }
    }
  }
  return [...items, ...formLevel];
}

function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  // Focus the field itself, with its label in view, instead of only jumping to the fragment.
  event.preventDefault();
  field.closest('div')?.scrollIntoView?.({ block: 'start' });
  field.focus({ preventScroll: true });
}

export function ErrorSummary({ title = 'There is a problem' }: { title?: string }) {
  const { errors, submitCount } = usePortalFormContext();
  const formId = useContext(FormIdContext);
  const summary = useRef<HTMLDivElement>(null);
  const focusedForSubmit = useRef(0);
  const items = summaryItems(errors);
  const hasErrors = items.length > 0;

  // Once per failed submit, never while the member moves between fields fixing them. A reset form
  // counts its submits from 0 again.
  useEffect(() => {
    if (submitCount < focusedForSubmit.current) focusedForSubmit.current = 0;
    if (!hasErrors || submitCount === focusedForSubmit.current) return;
    focusedForSubmit.current = submitCount;
    summary.current?.focus();
  }, [hasErrors, submitCount]);

  if (!hasErrors) return null;
  const headingId = `${formId}-error-summary-title`;
  return (
    <div ref={summary} className={styles.summary} role="alert" aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {items.map((item) => {
          if (item.name === null) return <li key={`form-${item.message}`}>{item.message}</li>;
          const id = fieldIds(formId, item.name).input;
          return (
            <li key={item.name}>
              <a href={`#${id}`} onClick={(event) => focusField(event, id)}>
                {item.message}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
