// How a settings form is laid out: its status region first (the success message of the last save, then
// a refusal shown in place), its fields, and its one submit button last.
import type { ReactNode } from 'react';
import { PortalForm, type FormSchema, type PortalFormProps } from '@portal/forms';
import { Button } from '@portal/ui';
import type { FailureText } from './api-failure';
import { FailureAlert } from './failure-alert';
import { SuccessStatus } from './success-status';

export interface SettingsFormProps<TSchema extends FormSchema> extends PortalFormProps<TSchema> {
  /** The last save's success message (useSave). */
  message: string | null;
  /** A refusal the form shows in place, with its code. */
  failure?: FailureText | null;
  submitLabel: string;
  /** What stands above the status region (the questions on file, for instance). */
  before?: ReactNode;
}

export function SettingsForm<TSchema extends FormSchema>({
  message,
  failure = null,
  submitLabel,
  before,
  children,
  ...portalFormProps
}: SettingsFormProps<TSchema>) {
  return (
    <PortalForm {...portalFormProps}>
      {before}
      <SuccessStatus message={message} />
      <FailureAlert failure={failure} />
      {children}
      <Button type="submit">{submitLabel}</Button>
    </PortalForm>
  );
}
