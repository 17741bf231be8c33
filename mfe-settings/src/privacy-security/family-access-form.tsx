// Family access (docs/product/roles-and-rights.md#rights-family): an adult dependent lets the policyholder see their claims.
import { boolean, object } from 'yup';
import { CheckboxField, PortalForm, usePortalForm } from '@portal/forms';
import { Button } from '@portal/ui';
import { SuccessStatus } from '../common/success-status';
import { successMessages } from '../common/success-messages';
import { useSave } from '../common/use-save';
import { saveFamilyAccess } from './api';

const familyAccessSchema = object({ enabled: boolean().defined() });

export function FamilyAccessForm({ userId, memberId, enabled }: { userId: string; memberId: string; enabled: boolean }) {
  const form = usePortalForm({ schema: familyAccessSchema, defaultValues: { enabled } });
  const { message, save } = useSave();
  return (
    <PortalForm
      id="family-access"
      form={form}
      aria-label="Family access"
      onSubmit={(values) =>
        save(async () => {
          await saveFamilyAccess(userId, memberId, values.enabled);
          form.resetForm({ values: values });
        }, successMessages.familyAccess)
      }
    >
      <SuccessStatus message={message} />
      <CheckboxField
        name="enabled"
        label="Let the policyholder on my plan see my claims"
        hint="You can turn this off at any time. Your personal health record stays private."
      />
      <Button type="submit">Save family access</Button>
    </PortalForm>
  );
}
