// The staff search form with its rules (Formik, Yup and admin-search-schema.ts), loaded on the first
// intent on the form the staff home draws at once (admin-search-page.tsx).
import { applyServerErrors, PortalForm, TextField, usePortalForm, type ServerFieldError } from '@portal/forms';
import type { ArrivedFormProps } from '@portal/forms/on-intent';
import { Button } from '@portal/ui';
import { searchSchema, type SearchFormValues, type SearchTerms } from './admin-search-schema';
import { searchButtonLabel, searchFields } from './admin-search-fields';

export interface AdminSearchFormProps {
  /** Runs the search; answers the member API's field errors, if it refused the terms. */
  onSearch: (terms: SearchTerms, values: SearchFormValues) => Promise<readonly ServerFieldError[]>;
}

export default function AdminSearchForm({
  id,
  className,
  startValues,
  onSearch,
}: AdminSearchFormProps & ArrivedFormProps<SearchFormValues>) {
  const form = usePortalForm({ schema: searchSchema, defaultValues: startValues });
  const search = async (terms: SearchTerms) => {
    const fieldErrors = await onSearch(terms, form.values);
    if (fieldErrors.length > 0) applyServerErrors(form, fieldErrors);
  };
  return (
    <PortalForm id={id} form={form} onSubmit={search} className={className}>
      {searchFields.map(({ name, label, type }) => (
        <TextField key={name} name={name} label={label} type={type} autoComplete="off" />
      ))}
      <Button type="submit">{searchButtonLabel}</Button>
    </PortalForm>
  );
}
