// The mobile phone number (sign-in passcodes by text): the full 10-digit number with area code.
// Changing it asks for the current password, like the email address (profile-schemas.ts).
import { formatPhone, PhoneField, usePortalForm } from '@portal/forms';
import { CurrentPasswordField } from '../common/current-password-field';
import { SettingsForm } from '../common/settings-form';
import { successMessages } from '../common/success-messages';
import { useFormSave } from '../common/use-form-save';
import { mobilePhoneSchema, passcodeDestinationPasswordHint } from './profile-schemas';
import { saveMobilePhone } from './api';

export function MobilePhoneForm({ userId, current }: { userId: string; current: string }) {
  const form = usePortalForm({ schema: mobilePhoneSchema, defaultValues: { mobilePhone: formatPhone(current), currentPassword: '' } });
  const { message, save } = useFormSave(form);
  return (
    <SettingsForm
      id="mobile-phone"
      form={form}
      aria-label="Mobile phone"
      message={message}
      submitLabel="Save mobile phone number"
      onSubmit={({ mobilePhone, currentPassword }) =>
        save(async () => {
          await saveMobilePhone(userId, mobilePhone, currentPassword);
          form.resetForm({ values: { mobilePhone: formatPhone(mobilePhone), currentPassword: '' } });
        }, successMessages.phone)
      }
    >
      <PhoneField
        name="mobilePhone"
        label="Mobile phone number"
        hint="Include your area code, for example (501) 555-0123. We text sign-in passcodes here."
        autoComplete="tel-national"
        required
      />
      <CurrentPasswordField hint={passcodeDestinationPasswordHint} />
    </SettingsForm>
  );
}
