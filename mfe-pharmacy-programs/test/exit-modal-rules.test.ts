import { discountAuthorization } from '../src/content/data/wellness';
import { canAcceptExitModal, exitModalHint, requiredCheckboxIds } from '../src/handoff/exit-modal-rules';

describe('exit-modal rule', () => {
  const modal = discountAuthorization;

  it('needs both required boxes of the discount program ticked before Register', () => {
    expect(requiredCheckboxIds(modal)).toEqual(['authorization', 'termsAndPrivacy']);
    expect(canAcceptExitModal(modal, new Set())).toBe(false);
    expect(canAcceptExitModal(modal, new Set(['authorization']))).toBe(false);
    expect(canAcceptExitModal(modal, new Set(['termsAndPrivacy']))).toBe(false);
    expect(canAcceptExitModal(modal, new Set(['authorization', 'termsAndPrivacy']))).toBe(true);
  });

  it('ignores ticked ids that are not required boxes, and boxes that are optional', () => {
    expect(canAcceptExitModal(modal, new Set(['authorization', 'something-else']))).toBe(false);
    const withOptional = { checkboxes: [...modal.checkboxes, { id: 'newsletter', label: 'Send me news', required: false }] };
    expect(canAcceptExitModal(withOptional, new Set(['authorization', 'termsAndPrivacy']))).toBe(true);
  });

  it('accepts at once when no box is required', () => {
    expect(canAcceptExitModal({ checkboxes: [] }, new Set())).toBe(true);
    expect(exitModalHint({ checkboxes: [], acceptLabel: 'Register' })).toBe('');
  });

  it('tells the member what enables the accept button', () => {
    expect(exitModalHint(modal)).toBe('Tick both boxes above to register.');
    expect(exitModalHint({ checkboxes: [modal.checkboxes[0]!], acceptLabel: 'Continue' })).toBe('Tick the box above to continue.');
  });
});
