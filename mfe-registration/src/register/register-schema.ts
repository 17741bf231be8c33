// Step 1 of registration (member verification). Every rule runs on each submit, in the order of the
// form, so the error summary lists all problems at once, conditional fields included (SSN or member
// ID, the MBI for Medicare members, the guardian for a child under 14). The schema casts what was typed
// (trimmed, the member ID and MBI in capitals, the SSN's digits); registerStep makes the request of it.
import { boolean, object } from 'yup';
import { emptyFormValues, text, withFormRules, type FormValues, type SubmittedValues } from '@portal/forms';
import { insurerToday } from '@portal/ui/dates/days';
import { dateOfBirthProblem, needsGuardian, typedDateToIso } from '../identity/date-of-birth';
import {
  guardianNameProblem,
  mbiLast4Problem,
  memberIdProblem,
  nameProblem,
  ssnDigits,
  ssnLast4Problem,
  ssnProblem,
} from '../identity/identity-rules';

export const identifierTypes = ['memberId', 'ssn'] as const;
export type IdentifierType = (typeof identifierTypes)[number];

/** The identity fields the member API's verify-member and register calls take. */
export interface MemberIdentity {
  memberId?: string;
  ssn?: string;
  ssnLast4: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  mbiLast4?: string;
}

export interface Guardian {
  firstName: string;
  lastName: string;
}

export type RegisterStepValues = {
  identity: MemberIdentity;
  /** Present when the member is younger than 14 (by the typed date of birth, or as the member API says). */
  guardian: Guardian | null;
};

const trimmed = () => text().transform((value: string) => value.trim());
const capitals = () => text().transform((value: string) => value.trim().toUpperCase());

export const registerSchema = withFormRules(
  object({
    idType: text().oneOf(identifierTypes),
    memberId: capitals(),
    ssn: text().transform((value: string) => ssnDigits(value)),
    ssnLast4: trimmed(),
    firstName: trimmed(),
    lastName: trimmed(),
    /** As typed (MM/DD/YYYY): the guardian rule reads it so; registerStep sends it as YYYY-MM-DD. */
    dateOfBirth: text(),
    isMedicareMember: boolean().defined(),
    mbiLast4: capitals(),
    guardianFirstName: trimmed(),
    guardianLastName: trimmed(),
    /** Set when the member API says the member needs a guardian although the typed date did not show it. */
    guardianRequired: boolean().defined(),
  }),
  // The rules read what was typed; each says what is wrong in words of its own.
  (_values, typed) => {
    const today = insurerToday();
    const guardianNeeded = typed.guardianRequired || needsGuardian(typed.dateOfBirth, today);
    return [
      ...(typed.idType === 'memberId'
        ? ([
            ['memberId', memberIdProblem(typed.memberId)],
            ['ssnLast4', ssnLast4Problem(typed.ssnLast4)],
          ] as const)
        : ([['ssn', ssnProblem(typed.ssn)]] as const)),
      ['firstName', nameProblem(typed.firstName, { required: 'Enter your first name', label: 'First name' })],
      ['lastName', nameProblem(typed.lastName, { required: 'Enter your last name', label: 'Last name' })],
      ['dateOfBirth', dateOfBirthProblem(typed.dateOfBirth, today)],
      ['mbiLast4', typed.isMedicareMember && mbiLast4Problem(typed.mbiLast4)],
      ['guardianFirstName', guardianNeeded && guardianNameProblem(typed.guardianFirstName, 'first')],
      ['guardianLastName', guardianNeeded && guardianNameProblem(typed.guardianLastName, 'last')],
    ];
  },
);

/** What verify-member takes, and the guardian, from the checked step. */
export function registerStep(values: SubmittedValues<typeof registerSchema>): RegisterStepValues {
  const identity: MemberIdentity = {
    ...(values.idType === 'memberId'
      ? { memberId: values.memberId, ssnLast4: values.ssnLast4 }
      : { ssn: values.ssn, ssnLast4: values.ssn.slice(-4) }),
    firstName: values.firstName,
    lastName: values.lastName,
    dateOfBirth: typedDateToIso(values.dateOfBirth),
    ...(values.isMedicareMember ? { mbiLast4: values.mbiLast4 } : {}),
  };
  const guardian =
    values.guardianRequired || needsGuardian(values.dateOfBirth)
      ? { firstName: values.guardianFirstName, lastName: values.guardianLastName }
      : null;
  return { identity, guardian };
}

export type RegisterFormValues = FormValues<typeof registerSchema>;

export const emptyRegisterForm: RegisterFormValues = emptyFormValues(registerSchema, { idType: 'memberId' });
