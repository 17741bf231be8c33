// /register, step 1 of registration: the member proves who they are (docs/product/validation.md#validate-guardian: member ID or
// SSN with the SSN's last 4, names, date of birth, MBI last 4 for Medicare members, and a legal
// guardian for a child under 14). The member API's verify-member call checks it before step 2.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@portal/routing';
import { withPageLoading } from '@portal/api-client';
import { applyServerErrors, CheckboxField, FieldRow, PortalForm, TextField, usePortalForm, type SubmittedValues } from '@portal/forms';
import { Button, Notice } from '@portal/ui';
import '../app-name';
import { problemOf } from '../errors/problem';
import { showProblemOnForm } from '../errors/show-problem';
import { needsGuardian } from '../identity/date-of-birth';
import { useValuesChange } from '../forms/use-values-change';
import { completeRegisterStep, registrationStore, saveRegisterForm, takePendingErrors } from '../registration/registration-draft';
import { RegistrationLayout } from '../registration/registration-layout';
import { GuardianFields, IdentityFields } from './identity-fields';
import { emptyRegisterForm, registerSchema, registerStep, type RegisterFormValues } from './register-schema';
import styles from '../registration/registration.module.css';
import { verifyMember } from '../registration/api';

function initialValues(): RegisterFormValues {
  const { draft, secrets } = registrationStore.getState();
  return { ...emptyRegisterForm, ...draft.registerForm, ssn: secrets.ssn };
}

/** What registering takes, and the way out for a member who already has an account. */
function RegisterIntro() {
  return (
    <>
      <p className={styles.lead}>
        Create your member portal account in 4 short steps. First, tell us who you are so we can find your membership. Have your member ID
        card handy.
      </p>
      <p>
        Already have an account? <Link to="/login">Sign in</Link>. Forgot your username or password?{' '}
        <Link to="/account-help">Get help with your account</Link>.
      </p>
    </>
  );
}

/** The member's names and date of birth as on the ID card, and the MBI's last 4 on a Medicare plan. */
function MemberDetailsFields({ isMedicareMember }: { isMedicareMember: boolean }) {
  return (
    <>
      <FieldRow>
        <TextField name="firstName" label="First name" hint="As it appears on your member ID card." autoComplete="given-name" required />
        <TextField name="lastName" label="Last name" hint="As it appears on your member ID card." autoComplete="family-name" required />
      </FieldRow>
      <TextField
        name="dateOfBirth"
        label="Date of birth"
        hint="MM/DD/YYYY, for example 05/20/1990."
        inputMode="numeric"
        autoComplete="bday"
        required
      />
      <CheckboxField name="isMedicareMember" label="I have a Medicare Advantage plan" />
      {isMedicareMember && (
        <TextField
          name="mbiLast4"
          label="Last 4 characters of your Medicare number (MBI)"
          hint="Your Medicare number is on your red, white and blue Medicare card."
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
        />
      )}
    </>
  );
}

export default function RegisterPage() {
  const navigate = useNavigate();
  const [defaultValues] = useState(initialValues);
  const form = usePortalForm({ schema: registerSchema, defaultValues });
  const [checking, setChecking] = useState(false);
  const [problemCode, setProblemCode] = useState<string | null>(null);
  const sending = useRef(false);
  const { idType, isMedicareMember, dateOfBirth, guardianRequired } = form.values;
  const showGuardian = guardianRequired || needsGuardian(dateOfBirth);

  // Keep what the member types, so a reload or a step back finds it again (never the full SSN).
  useValuesChange(form.values, saveRegisterForm);

  // Errors the final step returned for these fields.
  useEffect(() => {
    const errors = takePendingErrors('register');
    if (errors.length > 0) applyServerErrors(form, errors);
  }, [form]);

  const verify = async (values: SubmittedValues<typeof registerSchema>) => {
    const { identity, guardian } = registerStep(values);
    if (sending.current) return;
    sending.current = true;
    setChecking(true);
    setProblemCode(null);
    try {
      const member = await withPageLoading(verifyMember(identity));
      void form.setFieldValue('guardianRequired', member.requiresGuardian, false);
      if (member.requiresGuardian && !guardian) {
        // The member API counts the age on its own calendar day; ask for the guardian here too.
        form.setFieldError('guardianFirstName', 'Enter the legal guardian’s first name');
        form.setFieldError('guardianLastName', 'Enter the legal guardian’s last name');
        return;
      }
      completeRegisterStep({
        member,
        identity: {
          memberId: member.memberId,
          ssnLast4: identity.ssnLast4,
          firstName: identity.firstName,
          lastName: identity.lastName,
          dateOfBirth: identity.dateOfBirth,
          ...(identity.mbiLast4 ? { mbiLast4: identity.mbiLast4 } : {}),
        },
        guardian: member.requiresGuardian ? guardian : null,
      });
      void navigate('/create-account');
    } catch (error) {
      const problem = problemOf(error);
      setProblemCode(problem.code);
      showProblemOnForm(form, problem);
    } finally {
      sending.current = false;
      setChecking(false);
    }
  };

  return (
    <RegistrationLayout step="register" title="Register">
      <RegisterIntro />
      <PortalForm id="register" form={form} onSubmit={verify} aria-label="Verify your membership">
        {problemCode === 'REG-0004' && (
          <Notice>
            <p>
              <Link to="/login">Sign in</Link> with your username, or{' '}
              <Link to="/account-help">get help with your username or password</Link>.
            </p>
          </Notice>
        )}
        <IdentityFields idType={idType} onIdTypeChange={(value) => form.changeField('idType', value)} />
        <MemberDetailsFields isMedicareMember={isMedicareMember} />
        {showGuardian && <GuardianFields />}
        <p className="portal-visually-hidden" aria-live="polite">
          {showGuardian ? 'A parent or legal guardian must register a child under 14: the guardian’s name is now asked for.' : ''}
        </p>
        <div className={styles.actions}>
          <Button type="submit" aria-disabled={checking || undefined}>
            Continue
          </Button>
          <p role="status" className={styles.status}>
            {checking ? 'Checking your membership…' : ''}
          </p>
        </div>
      </PortalForm>
    </RegistrationLayout>
  );
}
