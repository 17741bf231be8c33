import { CheckboxField, FieldRow, PortalForm, SelectField, TextField, usePortalForm } from '@portal/forms';
import { Button } from '@portal/ui';
import type { ProviderSearch } from './api';
import { emptyProviderSearch, primaryCareSpecialties, providerSearchSchema } from './provider-search-schema';
import styles from './primary-care.module.css';

const specialtyOptions = primaryCareSpecialties.map((value) => ({ value, label: value }));

/** The search criteria; they stay in the form after a search, so the member can refine them. */
export function ProviderSearchForm({ onSearch }: { onSearch: (search: ProviderSearch) => void }) {
  const form = usePortalForm({ schema: providerSearchSchema, defaultValues: emptyProviderSearch });
  return (
    <PortalForm id="pcp-search" form={form} onSubmit={onSearch} aria-labelledby="pcp-search-heading" errorSummaryTitle="Check your search">
      <p className={styles.note}>Every field is optional. Leave them all empty to see every primary care provider in your network.</p>
      <FieldRow>
        <TextField name="name" label="Doctor’s name" autoComplete="off" />
        <SelectField name="specialty" label="Specialty" options={specialtyOptions} placeholder="Any specialty" />
        <TextField name="city" label="City" autoComplete="address-level2" />
        <TextField name="zip" label="ZIP code" hint="5 digits, like 72201" inputMode="numeric" autoComplete="postal-code" maxLength={5} />
      </FieldRow>
      <CheckboxField name="acceptingOnly" label="Only show doctors accepting new patients" />
      <Button type="submit">Search</Button>
    </PortalForm>
  );
}
