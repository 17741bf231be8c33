// The exit modal of the discount program (docs/product/content-and-programs.md#programs-exit-dialog, docs/product/validation.md#validate-exit-modal): the authorization text, two required
// checkboxes, Go Back, Register and Print. Register stays disabled until every required box is ticked.
import { useEffect, useId, useState } from 'react';
import { Button } from '@portal/ui';
import { PortalDialog } from '@portal/ui/dialog';
import { SanitizedHtml } from '@portal/ui/sanitized-html';
import type { ExitModalData } from '../content/content-types';
import { canAcceptExitModal, exitModalHint } from './exit-modal-rules';
import { paragraphsHtml, toParagraphs } from './paragraphs-html';
import styles from './handoff.module.css';

/** Marks <html> while the authorization prints (handoff.module.css). */
const printingClass = styles.printingAuthorization ?? 'printingAuthorization';

export interface ExitModalDialogProps {
  modal: ExitModalData;
  /** Runs inside the member's click on the accept button (so a new window is allowed to open). */
  onAccept: () => void;
  onDismiss: () => void;
}

export function ExitModalDialog({ modal, onAccept, onDismiss }: ExitModalDialogProps) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set());
  const idPrefix = useId();
  const hintId = `${idPrefix}-hint`;
  const hint = exitModalHint(modal);
  const canAccept = canAcceptExitModal(modal, ticked);

  // Print shows only the authorization (see handoff.module.css) until the browser says printing is done.
  useEffect(() => () => document.documentElement.classList.remove(printingClass), []);
  const print = () => {
    const root = document.documentElement;
    root.classList.add(printingClass);
    window.addEventListener('afterprint', () => root.classList.remove(printingClass), { once: true });
    window.print();
  };

  const toggle = (id: string, checked: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <PortalDialog
      title={modal.title}
      width={560}
      onDismiss={onDismiss}
      actions={(dismiss) => (
        <>
          <Button variant="secondary" onClick={dismiss}>
            {modal.cancelLabel}
          </Button>
          {modal.showPrint && (
            <Button variant="secondary" onClick={print}>
              Print
            </Button>
          )}
          <Button
            disabled={!canAccept}
            className={canAccept ? undefined : styles.disabled}
            aria-describedby={hint ? hintId : undefined}
            onClick={() => {
              if (!canAcceptExitModal(modal, ticked)) return;
              onAccept();
              dismiss();
            }}
          >
            {modal.acceptLabel}
          </Button>
        </>
      )}
    >
      {() => (
        <div>
          <SanitizedHtml className={styles.paragraphs} html={paragraphsHtml(toParagraphs(modal.content))} />
          <fieldset className={styles.checkboxes}>
            <legend>Your authorization</legend>
            {modal.checkboxes.map((checkbox) => {
              const inputId = `${idPrefix}-${checkbox.id}`;
              return (
                <div key={checkbox.id} className={styles.checkboxRow}>
                  <input
                    id={inputId}
                    type="checkbox"
                    className={styles.checkbox}
                    checked={ticked.has(checkbox.id)}
                    aria-required={checkbox.required || undefined}
                    onChange={(event) => toggle(checkbox.id, event.target.checked)}
                  />
                  <label htmlFor={inputId}>
                    {checkbox.label}
                    {checkbox.required && <span className={styles.required}> (required)</span>}
                  </label>
                </div>
              );
            })}
          </fieldset>
          {hint && (
            <p id={hintId} className={styles.hint}>
              {hint}
            </p>
          )}
        </div>
      )}
    </PortalDialog>
  );
}
