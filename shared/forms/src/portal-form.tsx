import { useLayoutEffect, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';
import { ErrorSummary } from './error-summary';
import { PortalFormContext } from './form-context';
import { FormIdContext } from './field-ids';
import type { FormSchema, SubmittedValues } from './form-schema';
import { portalFormInternals, type PortalFormApi } from './use-portal-form';

export interface PortalFormProps<TSchema extends FormSchema> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'id' | 'noValidate'
> {
  /** Prefix of every field id, e.g. "contact" gives #contact-phoneNumber. Unique on the page. */
  id: string;
  form: PortalFormApi<TSchema>;
  /** Runs with the schema's cast values once the form is valid. Handle failures here: keep the values. */
  onSubmit: (values: SubmittedValues<TSchema>) => void | Promise<void>;
  /** The error summary's heading. */
  errorSummaryTitle?: string;
  children: ReactNode;
}

/**
 * A form with the error summary on top. The browser's own validation bubbles are off (noValidate):
 * they are not announced consistently and cannot be styled or worded.
 */
export function PortalForm<TSchema extends FormSchema>({
  id,
  form,
  onSubmit,
  errorSummaryTitle,
  children,
  ...formProps
}: PortalFormProps<TSchema>) {
  const { element, setSubmitHandler } = form[portalFormInternals];
  useLayoutEffect(() => {
    setSubmitHandler(onSubmit);
    return () => setSubmitHandler(null);
  }, [setSubmitHandler, onSubmit]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submitForm();
  };

  return (
    <PortalFormContext value={form as unknown as PortalFormApi<FormSchema>}>
      <FormIdContext value={id}>
        <form {...formProps} ref={element} id={id} noValidate onSubmit={submit}>
          <ErrorSummary title={errorSummaryTitle} />
          {children}
        </form>
      </FormIdContext>
    </PortalFormContext>
  );
}
