// The display name: what the portal greets the member by. Saving it updates the session store's
// settings at once, so the shell's greeting and profile panel show the new name without a reload.
import { TextField, usePortalForm } from '@portal/forms';
import { sessionStore } from '@portal/session';
import { SettingsForm } from '../common/settings-form';
import { successMessages } from '../common/success-messages';
import { useFormSave } from '../common/use-form-save';
import { displayNameMaxLength, displayNameSchema } from './profile-schemas';
import { saveDisplayName } from './api';

export function DisplayNameForm({ userId, current }: { userId: string; current: string }) {
  const form = usePortalForm({ schema: displayNameSchema, defaultValues: { displayName: current } });
  const { message, save } = useFormSave(form);
  return (
    <SettingsForm
      id="display-name"
      form={form}
      aria-label="Display name"
      message={message}
      submitLabel="Save display name"
      onSubmit={({ displayName }) =>
        save(async () => {
          await saveDisplayName(userId, displayName);
          sessionStore.getState().updateSettings({ displayName });
          form.resetForm({ values: { displayName } });
        }, successMessages.displayName)
      }
    >
      <TextField
        name="displayName"
        label="Display name"
        hint={`The name we greet you by in the portal, up to ${displayNameMaxLength} characters.`}
        autoComplete="nickname"
        required
      />
    </SettingsForm>
  );
}
