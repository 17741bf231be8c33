// For the payment center's tests of code loaded on intent: which form modules arrived, a connection
// that can drop (a module asked for while it is down fails to arrive, and is asked for again later),
// the page's answers for ava, and the markup of a drawing with its attributes in name order.
import { avaPlan, ok, type MemberApi } from './member-api';

export const arrivals = { autopayForm: 0, payBillForm: 0, online: true };

/** A module's arrival through a jest.mock factory: fails while the connection is down. */
export function arriveIfOnline<T>(which: 'autopayForm' | 'payBillForm', actual: () => T): T {
  if (!arrivals.online) throw new Error('ChunkLoadError: the connection dropped');
  arrivals[which] += 1;
  return actual();
}

const memberId = avaPlan.memberId;
const dueBill = {
  billId: 'BIL-2',
  periodStart: '2026-07-01',
  periodEnd: '2026-07-31',
  dueDate: '2026-06-30',
  amount: 487.25,
  paid: 0,
  status: 'Due',
};
const enrolled = { enrolled: true, method: 'bank', accountLast4: '6789', draftDay: 26, enrolledOn: '2025-04-01' };

/** Ava's bill due, no payments yet, and autopay on. */
export function answerAsAva(api: MemberApi) {
  api.answer({
    [`GET members/${memberId}/bills`]: ok({ balanceDue: 487.25, nextDueDate: '2026-06-30', bills: [dueBill] }),
    [`GET members/${memberId}/payments`]: ok({ payments: [] }),
    [`GET members/${memberId}/autopay`]: ok(enrolled),
  });
}

/** The markup with each element's attributes in name order, so two drawings compare as the page sees them. */
export function markupOf(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const node of [copy, ...Array.from(copy.querySelectorAll('*'))]) {
    const attributes = Array.from(node.attributes)
      .map(({ name, value }) => [name, value] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attributes) node.removeAttribute(name);
    for (const [name, value] of attributes) node.setAttribute(name, value);
  }
  return copy.outerHTML;
}
