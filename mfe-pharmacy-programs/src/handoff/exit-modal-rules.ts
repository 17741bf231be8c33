// The exit-modal rule (docs/product/validation.md#validate-exit-modal): every checkbox marked required must be ticked before the
// accept button ("Register") works; it then confirms the authorization and continues to the partner.
import type { ExitModalData } from '../content/content-types';

export function requiredCheckboxIds(modal: Pick<ExitModalData, 'checkboxes'>): string[] {
  return modal.checkboxes.filter((checkbox) => checkbox.required).map((checkbox) => checkbox.id);
}

/** Whether the member may accept: all required boxes ticked (a modal without required boxes is acceptable at once). */
export function canAcceptExitModal(modal: Pick<ExitModalData, 'checkboxes'>, ticked: ReadonlySet<string>): boolean {
  return requiredCheckboxIds(modal).every((id) => ticked.has(id));
}

/** The hint under the boxes, telling the member what enables the accept button. */
export function exitModalHint(modal: Pick<ExitModalData, 'checkboxes' | 'acceptLabel'>): string {
  const count = requiredCheckboxIds(modal).length;
  if (count === 0) return '';
  const boxes = count === 1 ? 'the box above' : count === 2 ? 'both boxes above' : `all ${count} boxes above`;
  return `Tick ${boxes} to ${modal.acceptLabel.toLowerCase()}.`;
}
