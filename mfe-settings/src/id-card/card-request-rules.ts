// The rules of the ID card requests (docs/product/routes-and-guards.md#guards-rights-key): the policy type is required and must be valid
// for the plan (its contract type; a Medical plan also has a Pharmacy card); at least one member; a fax
// number is the full number with area code.
import { array, object, string } from 'yup';
import type { ContractType } from '@portal/contracts/domain';
import { characterCount } from '@portal/contracts/field-rules';
import { emailAddress, phoneNumber, requiredChoice, text } from '@portal/forms';

export type PolicyType = ContractType | 'Pharmacy';

/** The card types a plan has: its own, plus the pharmacy card of a Medical plan. */
export function policyTypesFor(contractType: ContractType): PolicyType[] {
  return contractType === 'Medical' ? ['Medical', 'Pharmacy'] : [contractType];
}

export const replacementReasons = [
  { value: 'lost', label: 'Lost' },
  { value: 'damaged', label: 'Damaged' },
  { value: 'not received', label: 'Never received' },
  { value: 'name change', label: 'My name changed' },
  { value: 'other', label: 'Another reason' },
] as const;

type Reason = (typeof replacementReasons)[number]['value'];
const reasonValues = replacementReasons.map((reason) => reason.value) as Reason[];

function requestFields(contractType: ContractType) {
  return {
    policyType: requiredChoice(policyTypesFor(contractType), 'Choose the type of card'),
    memberIds: array(string().defined())
      .defined()
      .test('required', 'Choose at least one member', (memberIds) => memberIds.length > 0),
  };
}

export function orderCardsSchema(contractType: ContractType) {
  return object({ ...requestFields(contractType), reason: requiredChoice(reasonValues, 'Choose why you need new cards') });
}

export function emailCardSchema(contractType: ContractType) {
  return object({ ...requestFields(contractType), email: emailAddress({ required: 'Enter the email address to send the card to' }) });
}

export function faxCardSchema(contractType: ContractType) {
  return object({
    ...requestFields(contractType),
    faxNumber: phoneNumber({
      required: 'Enter the fax number',
      incomplete: 'Enter the full fax number with area code, like (501) 555-0123',
    }),
    recipientName: text()
      .trim()
      .test('max-length', 'The recipient’s name must be 80 characters or fewer', (name) => characterCount(name) <= 80),
  });
}

/** The policy type preselected in a request form: the only one when there is one. */
export function defaultPolicyType(contractType: ContractType): string {
  const types = policyTypesFor(contractType);
  return types.length === 1 ? (types[0] ?? '') : '';
}
