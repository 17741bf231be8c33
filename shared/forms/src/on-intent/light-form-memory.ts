// What a light form (drawn before its form machinery loaded) holds when the real form replaces it:
// the values typed into its controls, which control had focus and where its caret was, and whether the
// member already asked to submit. Read from the light form's own elements at the moment of the swap.
export type FormFieldValues = Record<string, string>;

interface CarriedFocus {
  /** The focused control's id; null for one without (the submit button). */
  id: string | null;
  /** Its place among the form's controls, for one without an id. */
  index: number;
  /** The caret or selection in a text control, where the browser tells it. */
  selection: { start: number; end: number } | null;
}

export interface CarriedForm<TValues extends FormFieldValues> {
  values: TValues;
  focus: CarriedFocus | null;
}

function valueOf(control: unknown): string | undefined {
  if (control === null || typeof control !== 'object' || !('value' in control)) return undefined;
  return typeof control.value === 'string' ? control.value : undefined;
}

function selectionOf(control: Element): CarriedFocus['selection'] {
  if (!(control instanceof HTMLInputElement) && !(control instanceof HTMLTextAreaElement)) return null;
  try {
    const { selectionStart: start, selectionEnd: end } = control;
    return start === null || end === null ? null : { start, end };
  } catch {
    // Inputs of some types (email, number) have no caret the page may read.
    return null;
  }
}

export class LightFormMemory<TValues extends FormFieldValues> {
  private element: HTMLFormElement | null = null;
  private submitRequested = false;
  private pressing = false;
  private afterPress: (() => void) | null = null;

  constructor(private readonly defaults: TValues) {}

  /** The light form's ref: starts its controls at the default values (kept out of the markup). */
  readonly attach = (element: HTMLFormElement | null) => {
    this.element = element;
    if (!element) return;
    for (const [name, value] of Object.entries(this.defaults)) {
      const control = element.elements.namedItem(name);
      if (
        (control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) &&
        value !== ''
      )
        control.value = value;
    }
  };

  /** The member submitted the light form (Enter, the submit button): the real form submits on arrival. */
  requestSubmit(): void {
    this.submitRequested = true;
  }

  /** Whether a submit waits for the real form; true once, so the real form submits it once. */
  takeSubmitRequest(): boolean {
    const requested = this.submitRequested;
    this.submitRequested = false;
    return requested;
  }

  get submitWaiting(): boolean {
    return this.submitRequested;
  }

  /** A pointer went down in the light form (on its submit button, perhaps); it may come up anywhere. */
  pressStarted(): void {
    this.pressing = true;
    for (const type of ['pointerup', 'pointercancel']) document.addEventListener(type, this.pressEnded, { once: true, capture: true });
  }

  /**
   * The pointer came up: the click it makes (a submit) lands on the light form before anything waiting
   * for the press runs; a press that makes no click lets it run a moment later.
   */
  readonly pressEnded = () => {
    if (!this.pressing) return;
    this.pressing = false;
    for (const type of ['pointerup', 'pointercancel']) document.removeEventListener(type, this.pressEnded, { capture: true });
    const form = this.element;
    const settle = () => {
      clearTimeout(timer);
      form?.removeEventListener('click', settleAfterClick);
      const waiting = this.afterPress;
      this.afterPress = null;
      waiting?.();
    };
    const settleAfterClick = () => setTimeout(settle, 0);
    const timer = setTimeout(settle, 300);
    form?.addEventListener('click', settleAfterClick, { once: true });
  };

  /**
   * Runs `swap` now, or once the press in progress has ended: a control replaced between its pointer
   * down and up gets no click, and the member's press on Search would be lost.
   */
  whenNotPressed(swap: () => void): void {
    if (this.pressing) this.afterPress = swap;
    else swap();
  }

  /** The values and focus to carry over: the defaults, with what the light form's controls hold now. */
  carry(): CarriedForm<TValues> {
    const form = this.element;
    if (!form) return { values: this.defaults, focus: null };
    const values = { ...this.defaults };
    for (const name of Object.keys(values)) {
      const typed = valueOf(form.elements.namedItem(name));
      if (typed !== undefined) (values as FormFieldValues)[name] = typed;
    }
    const active = form.ownerDocument.activeElement;
    const focus =
      active && active !== form && form.contains(active)
        ? { id: active.id || null, index: Array.from(form.elements).indexOf(active), selection: selectionOf(active) }
        : null;
    return { values, focus };
  }
}

/** Puts focus (and the caret) back on the real form's control that stands where the focused one stood. */
export function restoreFocus(formId: string, focus: CarriedFocus | null): void {
  if (!focus) return;
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return;
  const byId = focus.id ? document.getElementById(focus.id) : null;
  const target = byId && form.contains(byId) ? byId : form.elements.item(focus.index);
  if (!(target instanceof HTMLElement)) return;
  target.focus({ preventScroll: true });
  if (focus.selection && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) {
    try {
      target.setSelectionRange(focus.selection.start, focus.selection.end);
    } catch {
      // The control takes no caret (an email input): focus is what matters.
    }
  }
}

/** Submits the real form as the member's Enter or click would have (its own submit handler runs). */
export function submitArrivedForm(formId: string): void {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return;
  if (typeof form.requestSubmit === 'function') form.requestSubmit();
  else form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}
