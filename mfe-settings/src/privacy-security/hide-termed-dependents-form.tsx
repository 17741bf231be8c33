// Hide termed dependents (policyholders): dependents whose coverage has ended are left out of lists.
// It is part of the preferences payload, which is saved whole.
import { boolean, object } from 'yup';
import { useApiData } from '@portal/api-client/use-api-data';
import { CheckboxField, PortalForm, usePortalForm } from '@portal/forms';
import { Button } from '@portal/ui';
import { Loaded } from '../common/loaded';
import { SuccessStatus } from '../common/success-status';
import { successMessages } from '../common/success-messages';
import { useSave } from '../common/use-save';
import { loadPreferences, savePreferences, type Preferences } from '../preferences/api';

const hideSchema = object({ hideTermedDependents: boolean().defined() });

function HideForm({ memberId, preferences }: { memberId: string; preferences: Preferences }) {
  const form = usePortalForm({ schema: hideSchema, defaultValues: { hideTermedDependents: preferences.hideTermedDependents } });
  const { message, save } = useSave();
  return (
    <PortalForm
      id="hide-termed"
      form={form}
      aria-label="Dependents whose coverage ended"
      onSubmit={(values) =>
        save(async () => {
          // Saved on top of the latest payload, so the other preferences are kept as they are.
          await savePreferences(memberId, { ...preferences, ...values });
          form.resetForm({ values: values });
        }, successMessages.hideTermedDependents)
      }
    >
      <SuccessStatus message={message} />
      <CheckboxField name="hideTermedDependents" label="Hide dependents whose coverage has ended" />
      <Button type="submit">Save dependents setting</Button>
    </PortalForm>
  );
}

export function HideTermedDependentsSection({ memberId }: { memberId: string }) {
  const data = useApiData((signal) => loadPreferences(memberId, signal), `preferences:${memberId}`);
  return (
    <Loaded data={data} what="your dependents setting">
      {(preferences) => <HideForm memberId={memberId} preferences={preferences} />}
    </Loaded>
  );
}
