// /communication-settings, step 3 of registration: which emails the member wants (docs/product/routes-and-guards.md#routes-public,
// "email options"). Saved with the account on the last step; changeable later in Settings.
import { useState } from 'react';
import { Link, Navigate, useNavigate } from '@portal/routing';
import { CheckboxField, PortalForm, usePortalForm } from '@portal/forms';
import { Button, buttonClassName } from '@portal/ui';
import '../app-name';
import {
  canOpenStep,
  completeCommunicationStep,
  firstUnfinishedStep,
  registrationStore,
  saveCommunication,
  useRegistrationState,
  type AccountStep,
} from '../registration/registration-draft';
import { useValuesChange } from '../forms/use-values-change';
import { RegistrationLayout } from '../registration/registration-layout';
import { stepById } from '../registration/registration-steps';
import { communicationOptions, communicationSchema, defaultCommunicationChoices, type CommunicationChoices } from './communication-options';
import styles from '../registration/registration.module.css';

function CommunicationStep({ account }: { account: AccountStep }) {
  const navigate = useNavigate();
  const [defaultValues] = useState(() => registrationStore.getState().draft.communication ?? defaultCommunicationChoices);
  const form = usePortalForm({ schema: communicationSchema, defaultValues });

  useValuesChange(form.values, saveCommunication);

  const next = (values: CommunicationChoices) => {
    completeCommunicationStep(values);
    void navigate('/complete-registration');
  };

  return (
    <PortalForm id="communication" form={form} onSubmit={next} aria-label="Choose email options">
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Email options</legend>
        <p className={styles.fieldsetNote}>
          Choose what we email to <strong>{account.email}</strong>. You can change these at any time in Settings.
        </p>
        {communicationOptions.map((option) => (
          <CheckboxField key={option.name} name={option.name} label={option.label} hint={option.hint} />
        ))}
      </fieldset>
      <p>We always email you about your account itself, such as a password reset, whatever you choose here.</p>
      <div className={styles.actions}>
        <Link to="/create-account" className={buttonClassName('secondary')}>
          Back
        </Link>
        <Button type="submit">Continue</Button>
      </div>
    </PortalForm>
  );
}

export default function CommunicationSettingsPage() {
  const draft = useRegistrationState((state) => state.draft);
  return (
    <RegistrationLayout step="communication-settings" title="Communication settings">
      {draft.account && canOpenStep(draft, 'communication-settings') ? (
        <CommunicationStep account={draft.account} />
      ) : (
        <Navigate to={stepById(firstUnfinishedStep(draft)).path} replace />
      )}
    </RegistrationLayout>
  );
}
