// Step 1 of registration (member verification). Every rule runs on each submit, in the order of the
// form, so the error summary lists all problems at once, conditional fields included (SSN or member
// ID, the MBI for Medicare members, the guardian for a child under 14).
import { z } from 'zod';
import { addFieldProblems } from '../forms/field-rules';
import { dateOfBirthProblem, localToday, needsGuardian, typedDateToIso } from '../identity/date-of-birth';
import { guardianNameProblem, mbiLast4Problem, memberIdProblem, nameProblem, ssnDigits, ssnLast4Problem, ssnProblem } from '../identity/identity-rules';

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

export const registerSchema = z
  .object({
    idType: z.enum(identifierTypes),
    memberId: z.string(),
    ssn: z.string(),
    ssnLast4: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: z.string(),
    isMedicareMember: z.boolean(),
    mbiLast4: z.string(),
    guardianFirstName: z.string(),
    guardianLastName: z.string(),
    /** Set when the member API says the member needs a guardian although the typed date did not show it. */
    guardianRequired: z.boolean(),
  })
  .superRefine((values, context) => {
    const today = localToday();
    const guardianNeeded = values.guardianRequired || needsGuardian(values.dateOfBirth, today);
    addFieldProblems(context, [
      ...(values.idType === 'memberId'
        ? ([
            ['memberId', memberIdProblem(values.memberId)],
            ['ssnLast4', ssnLast4Problem(values.ssnLast4)],
          ] as const)
        : ([['ssn', ssnProblem(values.ssn)]] as const)),
      ['firstName', nameProblem(values.firstName, { required: 'Enter your first name', label: 'First name' })],
      ['lastName', nameProblem(values.lastName, { required: 'Enter your last name', label: 'Last name' })],
      ['dateOfBirth', dateOfBirthProblem(values.dateOfBirth, today)],
      ['mbiLast4', values.isMedicareMember ? mbiLast4Problem(values.mbiLast4) : null],
      ['guardianFirstName', guardianNeeded ? guardianNameProblem(values.guardianFirstName, 'first') : null],
      ['guardianLastName', guardianNeeded ? guardianNameProblem(values.guardianLastName, 'last') : null],
    ]);
  })
  .transform((values): RegisterStepValues => {
    const ssn = ssnDigits(values.ssn);
    const identity: MemberIdentity = {
      ...(values.idType === 'memberId' ? { memberId: values.memberId.trim().toUpperCase(), ssnLast4: values.ssnLast4.trim() } : { ssn, ssnLast4: ssn.slice(-4) }),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      dateOfBirth: typedDateToIso(values.dateOfBirth),
      ...(values.isMedicareMember ? { mbiLast4: values.mbiLast4.trim().toUpperCase() } : {}),
    };
    const guardian = values.guardianRequired || needsGuardian(values.dateOfBirth) ? { firstName: values.guardianFirstName.trim(), lastName: values.guardianLastName.trim() } : null;
    return { identity, guardian };
  });

export type RegisterFormValues = z.input<typeof registerSchema>;

export const emptyRegisterForm: RegisterFormValues = {
  idType: 'memberId',
  memberId: '',
  ssn: '',
  ssnLast4: '',
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  isMedicareMember: false,
  mbiLast4: '',
  guardianFirstName: '',
  guardianLastName: '',
  guardianRequired: false,
};
