// The frame every portal dialog shares (shell and remotes; import from @portal/ui/dialog so its code
// loads only where a dialog is used): a title, a description that assistive technology reads with it,
// actions, and focus given back on close (our dialogs unmount when they close, see use-return-focus).
//
// It is the browser's own <dialog> opened with showModal(), not a library: the modal top layer makes
// the rest of the page inert and puts the dialog above everything, so what Radix Dialog brought with it
// (react-remove-scroll, aria-hidden, focus-scope: 12.6 KB gzip) is no longer downloaded by every page
// that can ask a question (docs/performance.md#page-weight-history). What the browser leaves to us is done here: focus on
// open (Radix's rule: `initialFocus`, else the first focusable element that is not a link), Tab and
// Shift+Tab wrapping inside (a modal dialog lets Tab leave for the browser's toolbar), Escape and a
// click on the backdrop dismissing, and the page behind not scrolling (dialog.module.css).
// https://html.spec.whatwg.org/multipage/interactive-elements.html#the-dialog-element
import { useEffectEvent, useId, useLayoutEffect, useRef, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@portal/ui';
import styles from './dialog.module.css';
import { useReturnFocus } from './use-return-focus';

export interface PortalDialogProps {
  title: string;
  width: number;
  /** alertdialog for a dialog that interrupts (the session timeout); dialog otherwise. */
  role?: 'dialog' | 'alertdialog';
  /** Called when the member dismisses the dialog (Close, Escape, or the default action). */
  onDismiss: () => void;
  /** Content before the description, e.g. an error-code line. */
  lead?: ReactNode;
  /** The description; receives the dismiss function for links inside it. */
  children: (dismiss: () => void) => ReactNode;
  /** The buttons; a Close button when absent. */
  actions?: (dismiss: () => void) => ReactNode;
  /** What takes focus when the dialog opens; the first focusable element when absent. */
  initialFocus?: RefObject<HTMLElement | null>;
}

export function PortalDialog({ title, width, role = 'dialog', onDismiss, lead, children, actions, initialFocus }: PortalDialogProps) {
  const returnFocus = useReturnFocus();
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Set while this component closes the dialog itself (on unmount), so that close is not taken for
  // the member's.
  const closingOurselves = useRef(false);
  // One Escape could reach us twice: the keydown, then a cancel event, which browsers should not make
  // of a keydown handled here, but guarded all the same. The second must not dismiss again (a caller's
  // onDismiss may do more than close, e.g. "Stay signed in").
  const dismissing = useRef(false);
  // A press that started inside the dialog and was released on the backdrop (selecting text) is no
  // click on the backdrop.
  const pressedOnBackdrop = useRef(false);

  const dismiss = () => {
    onDismiss();
    returnFocus();
  };
  const dismissOnce = () => {
    if (dismissing.current) return;
    dismissing.current = true;
    window.setTimeout(() => {
      dismissing.current = false;
    }, 0);
    dismiss();
  };

  const focusOnOpen = useEffectEvent((dialog: HTMLDialogElement) => {
    (initialFocus?.current ?? firstToFocus(dialog)).focus();
  });

  // Opened in a layout effect, before the browser paints, so the dialog never shows unopened. It
  // opens once: a change of props does not reopen it.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    closingOurselves.current = false;
    if (!dialog.open) dialog.showModal();
    focusOnOpen(dialog);
    return () => {
      closingOurselves.current = true;
      dialog.close();
    };
  }, []);

  return createPortal(
    <dialog
      ref={dialogRef}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // Focusable itself, as Radix's content was, so focus has somewhere inside to be when nothing in
      // the dialog takes it (and a click on its text keeps focus in the dialog).
      tabIndex={-1}
      className={styles.content}
      style={{ width }}
      onKeyDown={(event) => {
        // Keys from a dialog rendered inside this one (React events bubble through portals) are its own.
        if (!event.currentTarget.contains(event.target as Node)) return;
        if (event.key === 'Escape') {
          if (event.defaultPrevented) return;
          // Handled here, so the browser makes no cancel event of it (and jsdom has none to make).
          event.preventDefault();
          dismissOnce();
        } else if (event.key === 'Tab') {
          keepTabInside(event.currentTarget, event);
        }
      }}
      onCancel={(event) => {
        // Escape (when not handled above) or another close request of the browser (Android's back).
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        dismissOnce();
      }}
      onClose={(event) => {
        // The browser closed it without a cancelable cancel event (it may refuse to let a page keep a
        // dialog open against repeated close requests): the member dismissed it.
        if (event.target !== event.currentTarget || closingOurselves.current || event.currentTarget.open) return;
        dismissOnce();
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = isOnBackdrop(event);
      }}
      onClick={(event) => {
        // The backdrop dismisses, as Radix's overlay did.
        if (pressedOnBackdrop.current && isOnBackdrop(event)) dismissOnce();
        pressedOnBackdrop.current = false;
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {lead}
      <div id={descriptionId}>{children(dismiss)}</div>
      <div className={styles.actions}>{actions ? actions(dismiss) : <Button onClick={dismiss}>Close</Button>}</div>
    </dialog>,
    document.body,
  );
}

/** A click on the ::backdrop targets the dialog element itself, outside its box. */
function isOnBackdrop(event: SyntheticEvent<HTMLDialogElement, MouseEvent>): boolean {
  if (event.target !== event.currentTarget) return false;
  const { clientX, clientY } = event.nativeEvent;
  const box = event.currentTarget.getBoundingClientRect();
  return clientX < box.left || clientX > box.right || clientY < box.top || clientY > box.bottom;
}

/** Tab from the last element goes to the first, Shift+Tab from the first (or the dialog) to the last. */
function keepTabInside(dialog: HTMLDialogElement, event: { shiftKey: boolean; preventDefault(): void }) {
  const tabbable = tabbableIn(dialog);
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  const active = dialog.ownerDocument.activeElement;
  if (!first || !last) {
    event.preventDefault();
  } else if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Radix's first focus: the first tabbable element that is not a link, else the dialog itself. */
function firstToFocus(dialog: HTMLDialogElement): HTMLElement {
  return tabbableIn(dialog).find((element) => element.tagName !== 'A') ?? dialog;
}

/** The dialog's elements in Tab order's sense (tabIndex 0 and up), enabled and shown (as Radix's focus scope finds them). */
function tabbableIn(dialog: HTMLDialogElement): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (const element of dialog.querySelectorAll<HTMLElement>('*')) {
    if (element.tabIndex < 0 || element.hidden || ('disabled' in element && element.disabled)) continue;
    if (element instanceof HTMLInputElement && element.type === 'hidden') continue;
    if (isHidden(element, dialog)) continue;
    found.push(element);
  }
  return found;
}

function isHidden(element: HTMLElement, dialog: HTMLDialogElement): boolean {
  if (typeof element.checkVisibility === 'function') return !element.checkVisibility({ checkVisibilityCSS: true });
  if (getComputedStyle(element).visibility === 'hidden') return true;
  for (let node: HTMLElement | null = element; node && node !== dialog; node = node.parentElement) {
    if (getComputedStyle(node).display === 'none') return true;
  }
  return false;
}
