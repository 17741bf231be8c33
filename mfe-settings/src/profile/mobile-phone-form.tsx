// The mobile phone number (sign-in passcodes by text): the full 10-digit number with area code.
// Changing it asks for the current password, like the email address (profile-schemas.ts).
import { applyServerErrors, formatPhone, PhoneField, PortalForm, TextField, usePortalForm } from '@portal/forms';
import { Button } from '@portal/ui';
import { SuccessStatus } from '../common/success-status';
import { successMessages } from '../common/success-messages';
import { useSave } from '../common/use-save';
import { validationErrorsOf } from '../common/api-failure';
import { mobilePhoneSchema, passcodeDestinationPasswordHint } from './profile-schemas';
import { saveMobilePhone } from './api';

export function MobilePhoneForm({ userId, current }: { userId: string; current: string }) {
  const form = usePortalForm({ schema: mobilePhoneSchema, defaultValues: { mobilePhone: formatPhone(current), currentPassword: '' } });
  const { message, save } = useSave();
  return (
    <PortalForm
      id="mobile-phone"
      form={form}
      aria-label="Mobile phone"
      onSubmit={({ mobilePhone, currentPassword }) =>
        save(
          async () => {
            await saveMobilePhone(userId, mobilePhone, currentPassword);
            form.resetForm({ values: { mobilePhone: formatPhone(mobilePhone), currentPassword: '' } });
          },
          successMessages.phone,
          (error) => applyServerErrors(form, validationErrorsOf(error)),
        )
      }
    >
      <SuccessStatus message={message} />
      <PhoneField
        name="mobilePhone"
        label="Mobile phone number"
        hint="Include your area code, for example (501) 555-0123. We text sign-in passcodes here."
        autoComplete="tel-national"
        required
      />
      <TextField
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        hint={passcodeDestinationPasswordHint}
        required
      />
      <Button type="submit">Save mobile phone number</Button>
    </PortalForm>
  );
}
