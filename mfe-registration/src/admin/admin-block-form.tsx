// The block-dates form with its rules (Formik, Yup, the date rules of admin-schemas.ts), loaded on the
// first intent on the form the account page draws at once (admin-account-page.tsx).
import { useImperativeHandle, type Ref } from 'react';
import { applyServerErrors, PortalForm, TextField, usePortalForm, type ServerFieldError } from '@portal/forms';
import type { ArrivedFormProps } from '@portal/forms/on-intent';
import { Button } from '@portal/ui';
import { blockSchema, type BlockDates, type BlockFormValues } from './admin-schemas';
import { blockButtonLabel, blockFields, emptyBlock } from './admin-block-fields';

/** What the account page does to the form once the member API has answered the dates. */
export interface BlockFormHandle {
  /** Empties the form after the dates were saved. */
  reset(): void;
  /** Shows the member API's refusal of the dates on their fields. */
  showServerErrors(errors: readonly ServerFieldError[]): void;
}

export interface AdminBlockFormProps {
  /** The dates, checked: the page asks for confirmation before sending them. */
  onDates: (dates: BlockDates) => void;
  handle: Ref<BlockFormHandle>;
}

export default function AdminBlockForm({
  id,
  className,
  startValues,
  onDates,
  handle,
}: AdminBlockFormProps & ArrivedFormProps<BlockFormValues>) {
  const form = usePortalForm({ schema: blockSchema, defaultValues: startValues });
  useImperativeHandle(handle, () => ({
    reset: () => form.resetForm({ values: emptyBlock }),
    showServerErrors: (errors) => void applyServerErrors(form, errors),
  }));
  return (
    <PortalForm id={id} form={form} onSubmit={onDates} className={className}>
      {blockFields.map(({ name, label, hint }) => (
        <TextField key={name} name={name} label={label} hint={hint} inputMode="numeric" autoComplete="off" />
      ))}
      <Button type="submit">{blockButtonLabel}</Button>
    </PortalForm>
  );
}
