// The four steps of registration, each its own route (docs/product/routes-and-guards.md#routes-document-title). The route keeps the member's
// place on a reload; the draft (registration-draft.ts) keeps what they entered.

export type RegistrationStepId = 'register' | 'create-account' | 'communication-settings' | 'complete-registration';

export interface RegistrationStep {
  id: RegistrationStepId;
  path: string;
  /** The step's name in the progress list. */
  label: string;
}

export const registrationSteps: readonly RegistrationStep[] = [
  { id: 'register', path: '/register', label: 'Verify your membership' },
  { id: 'create-account', path: '/create-account', label: 'Create your account' },
  { id: 'communication-settings', path: '/communication-settings', label: 'Choose email options' },
  { id: 'complete-registration', path: '/complete-registration', label: 'Review and finish' },
];

export function stepById(id: RegistrationStepId): RegistrationStep {
  const step = registrationSteps.find((candidate) => candidate.id === id);
  if (!step) throw new Error(`unknown registration step ${id}`);
  return step;
}

/** Which step a field the member API names belongs to (for errors returned by the final call). */
export function stepOfField(field: string): RegistrationStepId | null {
  const root = field.split('.')[0] ?? '';
  if (
    ['memberId', 'ssn', 'ssnLast4', 'firstName', 'lastName', 'dateOfBirth', 'mbiLast4', 'guardianFirstName', 'guardianLastName'].includes(
      root,
    )
  )
    return 'register';
  if (['username', 'password', 'email', 'mobilePhone', 'securityQuestions', 'termsAccepted'].includes(root)) return 'create-account';
  if (root === 'communication') return 'communication-settings';
  return null;
}
