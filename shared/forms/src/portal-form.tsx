import type { FormHTMLAttributes, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ErrorSummary } from './error-summary';
import { FormIdContext } from './field-ids';

export interface PortalFormProps<TInput extends FieldValues, TOutput> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'id' | 'noValidate'> {
  /** Prefix of every field id, e.g. "contact" gives #contact-phoneNumber. Unique on the page. */
  id: string;
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Runs with the schema's output once the form is valid. Handle failures here: keep the values. */
  onSubmit: (values: TOutput) => void | Promise<void>;
  /** The error summary's heading. */
  errorSummaryTitle?: string;
  children: ReactNode;
}

/**
 * A form with the error summary on top. The browser's own validation bubbles are off (noValidate):
 * they are not announced consistently and cannot be styled or worded.
 */
export function PortalForm<TInput extends FieldValues, TOutput>({ id, form, onSubmit, errorSummaryTitle, children, ...formProps }: PortalFormProps<TInput, TOutput>) {
  return (
    <FormProvider {...form}>
      <FormIdContext value={id}>
        <form {...formProps} id={id} noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
          <ErrorSummary title={errorSummaryTitle} />
          {children}
        </form>
      </FormIdContext>
    </FormProvider>
  );
}
