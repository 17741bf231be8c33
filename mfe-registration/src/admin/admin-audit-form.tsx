// The audit trail's filter form with its rules (Formik, Yup, the date rules of admin-schemas.ts), loaded
// on the first intent on the form the audit page draws at once (admin-audit-page.tsx).
import { PortalForm, SelectField, TextField, usePortalForm } from '@portal/forms';
import type { ArrivedFormProps } from '@portal/forms/on-intent';
import { Button } from '@portal/ui';
import { auditFilterSchema, type AuditFilters, type AuditFilterValues } from './admin-schemas';
import { auditActionField, auditButtonLabel, auditDayFields } from './admin-audit-fields';

export interface AdminAuditFormProps {
  onFilters: (filters: AuditFilters) => void;
}

export default function AdminAuditForm({
  id,
  className,
  startValues,
  onFilters,
}: AdminAuditFormProps & ArrivedFormProps<AuditFilterValues>) {
  const form = usePortalForm({ schema: auditFilterSchema, defaultValues: startValues });
  return (
    <PortalForm id={id} form={form} onSubmit={onFilters} className={className}>
      <SelectField {...auditActionField} />
      {auditDayFields.map(({ name, label, hint }) => (
        <TextField key={name} name={name} label={label} hint={hint} inputMode="numeric" autoComplete="off" />
      ))}
      <Button type="submit">{auditButtonLabel}</Button>
    </PortalForm>
  );
}
