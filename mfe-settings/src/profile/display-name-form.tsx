// The display name: what the portal greets the member by. Saving it updates the session store's
// settings at once, so the shell's greeting and profile panel show the new name without a reload.
import { applyServerErrors, PortalForm, TextField, usePortalForm } from '@portal/forms';
import { sessionStore } from '@portal/session';
import { Button } from '@portal/ui';
import { SuccessStatus } from '../common/success-status';
import { successMessages } from '../common/success-messages';
import { useSave } from '../common/use-save';
import { validationErrorsOf } from '../common/api-failure';
import { displayNameMaxLength, displayNameSchema } from './profile-schemas';
import { saveDisplayName } from './api';

export function DisplayNameForm({ userId, current }: { userId: string; current: string }) {
  const form = usePortalForm({ schema: displayNameSchema, defaultValues: { displayName: current } });
  const { message, save } = useSave();
  return (
    <PortalForm
      id="display-name"
      form={form}
      aria-label="Display name"
      onSubmit={({ displayName }) =>
        save(
          async () => {
            await saveDisplayName(userId, displayName);
            sessionStore.getState().updateSettings({ displayName });
            form.resetForm({ values: { displayName } });
          },
          successMessages.displayName,
          (error) => applyServerErrors(form, validationErrorsOf(error)),
        )
      }
    >
      <SuccessStatus message={message} />
      <TextField
        name="displayName"
        label="Display name"
        hint={`The name we greet you by in the portal, up to ${displayNameMaxLength} characters.`}
        autoComplete="nickname"
        required
      />
      <Button type="submit">Save display name</Button>
    </PortalForm>
  );
}
