// /create-account, step 2 of registration: username, password (with its live checklist), mobile
// phone, email, security questions and the terms (docs/product/validation.md#validate-username). Nothing leaves the browser here
// but a username availability check (with the proof of step 1); the account is created on the last step.
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from '@portal/routing';
import { applyServerErrors, CheckboxField, PhoneField, PortalForm, SelectField, TextField, usePortalForm } from '@portal/forms';
import { Button, buttonClassName, formatPersonName, Notice } from '@portal/ui';
import '../app-name';
import { useValuesChange } from '../forms/use-values-change';
import { NewPasswordFields } from '../password/new-password-fields';
import {
  canOpenStep,
  completeAccountStep,
  firstUnfinishedStep,
  registrationStore,
  saveAccountForm,
  takePendingErrors,
  useRegistrationState,
  type VerifiedStep,
} from '../registration/registration-draft';
import { RegistrationLayout } from '../registration/registration-layout';
import { stepById } from '../registration/registration-steps';
import { TermsDialog } from '../terms/terms-dialog';
import {
  createAccountSchema,
  emptyCreateAccountForm,
  securityQuestions,
  type CreateAccountFormValues,
  type CreateAccountValues,
} from './create-account-schema';
import styles from '../registration/registration.module.css';
import { checkUsername } from '../registration/api';

const questionOptions = securityQuestions.map((question) => ({ value: question, label: question }));

function initialValues(): { values: CreateAccountFormValues; secretsLost: boolean } {
  const { draft, secrets } = registrationStore.getState();
  const values = { ...emptyCreateAccountForm, ...draft.accountForm, ...secrets };
  // Step 2 was filled in before a reload: the password and answers have to be typed again.
  return { values, secretsLost: draft.account !== null && secrets.password === '' };
}

/** The contact details the passcodes go to, and the two security questions. */
function ContactAndSecurityFields() {
  return (
    <>
      <h2>Contact details</h2>
      <p>We send one-time sign-in passcodes to your email or mobile phone.</p>
      <PhoneField name="mobilePhone" label="Mobile phone number" hint="Include your area code, for example (501) 555-0123." required />
      <TextField
        name="email"
        label="Email address"
        hint="For example, name@example.com."
        type="email"
        autoComplete="email"
        spellCheck={false}
        required
      />
      <h2>Security questions</h2>
      <p>If you forget your password, we ask these to make sure it’s you. Choose answers you will remember.</p>
      <SelectField name="question1" label="First security question" options={questionOptions} placeholder="Choose a question" required />
      <TextField name="answer1" label="Answer to the first question" autoComplete="off" required />
      <SelectField name="question2" label="Second security question" options={questionOptions} placeholder="Choose a question" required />
      <TextField name="answer2" label="Answer to the second question" autoComplete="off" required />
    </>
  );
}

function CreateAccountStep({ verified }: { verified: VerifiedStep }) {
  const navigate = useNavigate();
  const [{ values: defaultValues, secretsLost }] = useState(initialValues);
  const form = usePortalForm({ schema: createAccountSchema, defaultValues });
  const [termsOpen, setTermsOpen] = useState(false);
  const [checking, setChecking] = useState(false);
  const sending = useRef(false);
  const password = form.values.password;

  // Keep what the member types for a step back or a reload (secrets in memory only).
  useValuesChange(form.values, saveAccountForm);

  // Errors the final step returned for these fields (a username taken in the meantime).
  useEffect(() => {
    const errors = takePendingErrors('create-account');
    if (errors.length > 0) applyServerErrors(form, errors);
  }, [form]);

  const next = async (values: CreateAccountValues) => {
    if (sending.current) return;
    sending.current = true;
    setChecking(true);
    try {
      // The member API tells whether a username is taken only to someone the identity step verified.
      // The check only saves the member a trip back: without a token, or if it fails (the token ran
      // out after 30 minutes), the last step checks again.
      const { registrationToken } = verified.member;
      const check = registrationToken ? await checkUsername(values.username, registrationToken).catch(() => null) : null;
      if (check && !check.available) {
        form.setFieldError(
          'username',
          check.valid
            ? 'That username is already taken. Choose another one'
            : 'Use at least 8 letters and numbers, with no spaces or symbols',
        );
        return;
      }
      completeAccountStep({
        username: values.username,
        email: values.email,
        mobilePhone: values.mobilePhone,
        securityQuestions: [values.question1, values.question2],
      });
      void navigate('/communication-settings');
    } finally {
      sending.current = false;
      setChecking(false);
    }
  };

  const { member, guardian } = verified;
  return (
    <>
      <p className={styles.lead}>
        {guardian
          ? `We found the membership of ${formatPersonName(member.firstName, member.lastName)}. As their parent or legal guardian, create the account they will use.`
          : `We found your membership, ${formatPersonName(member.firstName)}. Now choose how you will sign in.`}
      </p>
      {secretsLost && (
        <Notice>
          <p>For your security, we don’t keep your password or security answers when the page reloads. Please enter them again.</p>
        </Notice>
      )}
      <PortalForm id="create-account" form={form} onSubmit={next} aria-label="Create your account">
        <h2>Sign-in details</h2>
        <TextField
          name="username"
          label="Username"
          hint="At least 8 characters, letters and numbers only, no spaces."
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          required
        />
        <NewPasswordFields
          password={password}
          passwordName="password"
          confirmName="confirmPassword"
          label="Password"
          confirmLabel="Confirm password"
        />
        <ContactAndSecurityFields />
        <h2>Terms and conditions</h2>
        <p>
          <Button variant="link" onClick={() => setTermsOpen(true)}>
            Read the terms and conditions
          </Button>
        </p>
        <CheckboxField name="termsAccepted" label="I have read and accept the terms and conditions" required />
        <div className={styles.actions}>
          <Link to="/register" className={buttonClassName('secondary')}>
            Back
          </Link>
          <Button type="submit" aria-disabled={checking || undefined}>
            Continue
          </Button>
          <p role="status" className={styles.status}>
            {checking ? 'Checking your username…' : ''}
          </p>
        </div>
      </PortalForm>
      {termsOpen && <TermsDialog onClose={() => setTermsOpen(false)} />}
    </>
  );
}

export default function CreateAccountPage() {
  const draft = useRegistrationState((state) => state.draft);
  const content =
    draft.verified && canOpenStep(draft, 'create-account') ? (
      <CreateAccountStep verified={draft.verified} />
    ) : (
      <Navigate to={stepById(firstUnfinishedStep(draft)).path} replace />
    );
  return (
    <RegistrationLayout step="create-account" title="Create account">
      {content}
    </RegistrationLayout>
  );
}
