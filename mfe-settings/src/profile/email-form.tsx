// The email address on file (sign-in passcodes, notices). The server refuses an unchanged address with
// a field error, which lands on the field.
import { applyServerErrors, PortalForm, TextField, usePortalForm } from '@portal/forms';
import { Button } from '@portal/ui';
import { SuccessStatus } from '../common/success-status';
import { successMessages } from '../common/success-messages';
import { useSave } from '../common/use-save';
import { validationErrorsOf } from '../common/api-failure';
import { emailSchema } from './profile-schemas';
import { saveEmail } from './profile-api';

export function EmailForm({ userId, current }: { userId: string; current: string }) {
  const form = usePortalForm({ schema: emailSchema, defaultValues: { email: current } });
  const { message, save } = useSave();
  return (
    <PortalForm
      id="email"
      form={form}
      aria-label="Email address"
      onSubmit={({ email }) =>
        save(
          async () => {
            await saveEmail(userId, email);
            form.reset({ email });
          },
          successMessages.email,
          (error) => applyServerErrors(form, validationErrorsOf(error)),
        )
      }
    >
      <SuccessStatus message={message} />
      <TextField name="email" label="Email address" type="email" autoComplete="email" spellCheck={false} hint="We send sign-in passcodes and account notices here." required />
      <Button type="submit">Save email address</Button>
    </PortalForm>
  );
}
