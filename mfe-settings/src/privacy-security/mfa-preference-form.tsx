// Multi-factor authentication: where sign-in passcodes go by default (email or text message).
import { object } from 'yup';
import { ChoiceGroupField, PortalForm, requiredChoice, usePortalForm } from '@portal/forms';
import { Button } from '@portal/ui';
import { SuccessStatus } from '../common/success-status';
import { successMessages } from '../common/success-messages';
import { useSave } from '../common/use-save';
import { saveMfaPreference } from './api';

const channels = ['email', 'text'] as const;
const mfaSchema = object({ channel: requiredChoice(channels, 'Choose how you want to get your sign-in passcode') });

export function MfaPreferenceForm({
  userId,
  current,
  email,
  mobilePhone,
}: {
  userId: string;
  current: string;
  email: string;
  mobilePhone: string;
}) {
  const form = usePortalForm({ schema: mfaSchema, defaultValues: { channel: current === 'text' || current === 'email' ? current : '' } });
  const { message, save } = useSave();
  const options = [
    { value: 'email', label: email ? `Email (${email})` : 'Email' },
    // Only the last digits: the whole number is not needed to recognise it.
    { value: 'text', label: mobilePhone ? `Text message (phone ending in ${mobilePhone.slice(-4)})` : 'Text message' },
  ];
  return (
    <PortalForm
      id="mfa"
      form={form}
      aria-label="Sign-in passcode"
      onSubmit={({ channel }) =>
        save(async () => {
          await saveMfaPreference(userId, channel);
          form.resetForm({ values: { channel } });
        }, successMessages.mfa)
      }
    >
      <SuccessStatus message={message} />
      <ChoiceGroupField name="channel" legend="Send my sign-in passcode by" options={options} />
      <Button type="submit">Save passcode preference</Button>
    </PortalForm>
  );
}
