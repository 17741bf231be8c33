import { PortalForm, SelectField, TextField, usePortalForm } from '@portal/forms';
import { Button } from '@portal/ui';
import { claimStatuses, claimTypes, type ClaimFilters } from './claim-filters';
import { claimFilterSchema, filtersOf, formValuesOf } from './claim-filter-schema';
import type { ClaimMember } from './claim-members';
import styles from './claims.module.css';

export interface ClaimFilterFormProps {
  filters: ClaimFilters;
  /** Members whose claims can be shown; the member choice appears only when there is more than one. */
  members: readonly ClaimMember[];
  filtered: boolean;
  onApply: (filters: ClaimFilters) => void;
  onClear: () => void;
}

/**
 * Member, date range, status, claim type and provider. Filters apply together on "Apply filters", so
 * the list does not change under a screen reader while the member is still choosing.
 */
export function ClaimFilterForm({ filters, members, filtered, onApply, onClear }: ClaimFilterFormProps) {
  const form = usePortalForm({ schema: claimFilterSchema, defaultValues: formValuesOf(filters) });
  // The form itself is the landmark, named by the heading above it.
  return (
    <div className={styles.filters}>
      <h3 id="claim-filters-heading">Filter claims</h3>
      <PortalForm id="claim-filters" form={form} onSubmit={(values) => onApply(filtersOf(values))} aria-labelledby="claim-filters-heading">
        {members.length > 1 && (
          <SelectField
            name="patientMemberId"
            label="Member"
            placeholder="All members"
            options={members.map((member) => ({ value: member.memberId, label: member.name }))}
          />
        )}
        <fieldset className={styles.dateRange}>
          <legend>Service dates</legend>
          <div className={styles.datePair}>
            <TextField name="from" label="From" hint="MM/DD/YYYY" inputMode="numeric" autoComplete="off" />
            <TextField name="to" label="To" hint="MM/DD/YYYY" inputMode="numeric" autoComplete="off" />
          </div>
        </fieldset>
        <SelectField
          name="status"
          label="Status"
          placeholder="All statuses"
          options={claimStatuses.map((status) => ({ value: status, label: status }))}
        />
        <SelectField
          name="claimType"
          label="Claim type"
          placeholder="All claim types"
          options={claimTypes.map((type) => ({ value: type, label: type }))}
        />
        <TextField name="providerName" label="Provider" hint="All or part of the doctor, facility or pharmacy name" autoComplete="off" />
        <div className={styles.filterActions}>
          <Button type="submit">Apply filters</Button>
          {filtered && (
            <Button variant="secondary" onClick={onClear}>
              Clear filters
            </Button>
          )}
        </div>
      </PortalForm>
    </div>
  );
}
