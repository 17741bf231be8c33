// What the payment center offers (docs/product/routes-and-guards.md#guards-rights-key, docs/product/roles-and-rights.md#rights-settings-exceptions): the bill belongs to the policyholder; paying
// online and autopay need payBill; a Medicare member with a medicarePayment page identifier pays
// through the Medicare payment handoff.
import type { RightsRecord, SelectedPlan } from '@portal/contracts/domain';

export interface PaymentOptions {
  /** The bill, its history and payments are the policyholder's. */
  policyholder: boolean;
  payOnline: boolean;
  autopay: boolean;
  medicareHandoff: boolean;
}

export function hasMedicarePayment(rights: RightsRecord | null): boolean {
  return (rights?.pageIdentifiers ?? []).some((entry) => entry.type.toLowerCase() === 'medicarepayment');
}

export function paymentOptions(plan: Pick<SelectedPlan, 'isPolicyHolder'>, rights: RightsRecord | null): PaymentOptions {
  const policyholder = plan.isPolicyHolder === true;
  const payBill = policyholder && rights?.payBill === true;
  return { policyholder, payOnline: payBill, autopay: payBill, medicareHandoff: policyholder && hasMedicarePayment(rights) };
}

// The draft day of autopay (docs/product/constants.md#constants-autopay-draft: the 26th) and how it reads ("26th") are the date module's
// (autopayDraftDay and ordinalDay of @portal/ui/dates; draftDayText in autopay-rules.ts).
/** How long an online payment takes to post (docs/product/constants.md#constants-autopay-draft). */
export const paymentPostingText = 'Online payments post to your account in 24 to 48 hours.';
