// The body of the member API's public/users call, put together from the wizard's steps. Null when a
// step is missing, or when a secret was lost to a page reload (the member types it again).
import { defaultCommunicationChoices } from '../communication-settings/communication-options';
import type { RegistrationRequest } from '../registration/api';
import type { RegistrationDraft, RegistrationSecrets } from '../registration/registration-draft';

export type { RegistrationRequest };

/** Whether the secrets step 2 needs are still in memory (they are not after a reload). */
export function hasAccountSecrets(secrets: RegistrationSecrets): boolean {
  return secrets.password !== '' && secrets.answer1.trim() !== '' && secrets.answer2.trim() !== '';
}

export function registrationRequest(draft: RegistrationDraft, secrets: RegistrationSecrets): RegistrationRequest | null {
  const { verified, account } = draft;
  if (!verified || !account || !draft.communicationDone || !hasAccountSecrets(secrets)) return null;
  return {
    ...verified.identity,
    ...(verified.guardian ? { guardianFirstName: verified.guardian.firstName, guardianLastName: verified.guardian.lastName } : {}),
    username: account.username,
    password: secrets.password,
    email: account.email,
    mobilePhone: account.mobilePhone,
    termsAccepted: true,
    communication: draft.communication ?? defaultCommunicationChoices,
    securityQuestions: [
      { question: account.securityQuestions[0], answer: secrets.answer1.trim() },
      { question: account.securityQuestions[1], answer: secrets.answer2.trim() },
    ],
  };
}
