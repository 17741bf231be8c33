// Formik set up the one way every portal form behaves: the form's Yup schema validates on submit,
// after a submit a field is checked again as the member changes it (not on blur), and the error
// summary (not the first field) takes focus after a failed submit. Values are kept on every error, so
// nothing typed is lost. Formik submits the raw values it holds: the submit path validates them with
// the schema and hands onSubmit the cast ones (trimmed, phone digits...), here and nowhere else.
import { useCallback, useRef, type RefObject } from 'react';
import { getIn, setIn, useFormik, type FormikErrors, type FormikProps } from 'formik';
import { checkForm, type FormCheck, type FormSchema, type FormValues, type SubmittedValues } from './form-schema';

/** What PortalForm needs of the form that only the form knows; not for apps. */
export interface PortalFormInternals<TSchema extends FormSchema> {
  /** The <form> element (PortalForm attaches it), to focus fields by name. */
  element: RefObject<HTMLFormElement | null>;
  /** PortalForm's onSubmit, which gets the cast values. */
  setSubmitHandler(handler: ((values: SubmittedValues<TSchema>) => void | Promise<void>) | null): void;
}

export const portalFormInternals = Symbol('portal form internals');

export type PortalFormApi<TSchema extends FormSchema> = FormikProps<FormValues<TSchema>> & {
  /**
   * Changes a field as the member does: after a submit, the field is checked again at once (its error
   * shows or clears); the other fields keep theirs. The field components call it; so may a form's own
   * controls (radio buttons laid out by the page).
   */
  changeField(name: string, value: unknown): void;
  /** Moves focus to a field by its name (after "Send another message", for instance). */
  setFocus(name: string): void;
  [portalFormInternals]: PortalFormInternals<TSchema>;
};

export function usePortalForm<TSchema extends FormSchema>({
  schema,
  defaultValues,
}: {
  schema: TSchema;
  /** Every field's starting value ('' for text and selects, false for checkboxes). */
  defaultValues: FormValues<TSchema>;
}): PortalFormApi<TSchema> {
  const element = useRef<HTMLFormElement | null>(null);
  const submitHandler = useRef<((values: SubmittedValues<TSchema>) => void | Promise<void>) | null>(null);
  // The check of the values being submitted, so the submit casts them without validating twice.
  const lastCheck = useRef<{ values: unknown; check: FormCheck<SubmittedValues<TSchema>> } | null>(null);

  const formik = useFormik<FormValues<TSchema>>({
    initialValues: defaultValues,
    validateOnChange: false,
    // Not on blur: an error line removed when the field loses focus moves the submit button while it is
    // being pressed (mousedown blurs the field), so the click lands beside it and the submit is lost.
    validateOnBlur: false,
    validate: (values) => {
      const check = checkForm(schema, values);
      lastCheck.current = { values, check };
      return check.errors as FormikErrors<FormValues<TSchema>>;
    },
    onSubmit: (values) => {
      const check = lastCheck.current?.values === values ? lastCheck.current.check : checkForm(schema, values);
      if (!check.valid || !submitHandler.current) return;
      return submitHandler.current(check.values);
    },
  });

  const { setFormikState } = formik;
  const changeField = useCallback(
    (name: string, value: unknown) =>
      setFormikState((state) => {
        const values = setIn(state.values, name, value) as FormValues<TSchema>;
        if (state.submitCount === 0) return { ...state, values };
        const fieldError: unknown = getIn(checkForm(schema, values).errors, name);
        return { ...state, values, errors: setIn(state.errors, name, fieldError) as FormikErrors<FormValues<TSchema>> };
      }),
    [setFormikState, schema],
  );

  const setFocus = useCallback((name: string) => {
    const field = Array.from(element.current?.elements ?? []).find((candidate) => (candidate as HTMLInputElement).name === name);
    if (field instanceof HTMLElement) field.focus();
  }, []);

  const setSubmitHandler = useCallback((handler: ((values: SubmittedValues<TSchema>) => void | Promise<void>) | null) => {
    submitHandler.current = handler;
  }, []);

  return { ...formik, changeField, setFocus, [portalFormInternals]: { element, setSubmitHandler } };
}
