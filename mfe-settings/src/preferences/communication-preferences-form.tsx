// Paperless EOBs, member notifications and the annual benefit letter (the preferences payload).
import { useState } from 'react';
import { boolean, object } from 'yup';
import { CheckboxField, PortalForm, usePortalForm, type SubmittedValues } from '@portal/forms';
import { Button } from '@portal/ui';
import { SuccessStatus } from '../common/success-status';
import { useSave } from '../common/use-save';
import { noPreferenceChangeMessage, preferenceChangeMessages } from './preference-changes';
import { savePreferences, type Preferences } from './api';

const communicationSchema = object({
  paperlessEob: boolean().defined(),
  memberNotifications: boolean().defined(),
  annualBenefitLetter: boolean().defined(),
});

export function CommunicationPreferencesForm({ memberId, loaded }: { memberId: string; loaded: Preferences }) {
  const [saved, setSaved] = useState(loaded);
  const form = usePortalForm({
    schema: communicationSchema,
    defaultValues: {
      paperlessEob: loaded.paperlessEob,
      memberNotifications: loaded.memberNotifications,
      annualBenefitLetter: loaded.annualBenefitLetter,
    },
  });
  const { message, save } = useSave();

  const submit = async (values: SubmittedValues<typeof communicationSchema>) => {
    const messages = preferenceChangeMessages(saved, values);
    if (messages.length === 0) {
      form.setFieldError('root.unchanged', noPreferenceChangeMessage);
      return;
    }
    const next = { ...saved, ...values };
    await save(async () => {
      setSaved(await savePreferences(memberId, next));
      form.resetForm({ values: values });
    }, messages.join(' '));
  };

  return (
    <PortalForm id="communication" form={form} aria-label="Communication preferences" onSubmit={submit}>
      <SuccessStatus message={message} />
      <CheckboxField
        name="paperlessEob"
        label="Paperless explanation of benefits (EOB)"
        hint="We email you when a new EOB is ready in the portal instead of mailing a paper copy."
      />
      <CheckboxField
        name="memberNotifications"
        label="Member notifications"
        hint="News about your plan, benefits and account by email or text."
      />
      <CheckboxField
        name="annualBenefitLetter"
        label="Annual benefit letter by email"
        hint="Your yearly summary of benefits, sent by email instead of mail."
      />
      <Button type="submit">Save communication preferences</Button>
    </PortalForm>
  );
}
