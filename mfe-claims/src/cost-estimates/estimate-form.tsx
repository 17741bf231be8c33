import { FieldRow, PortalForm, SelectField, TextField, usePortalForm } from '@portal/forms';
import { Button } from '@portal/ui';
import type { EstimateRequest, Procedure } from './api';
import { emptyEstimate, estimateSchema } from './estimate-schema';

export function EstimateForm({
  procedures,
  onEstimate,
}: {
  procedures: readonly Procedure[];
  onEstimate: (request: EstimateRequest) => void;
}) {
  const form = usePortalForm({ schema: estimateSchema, defaultValues: emptyEstimate });
  const options = procedures.map((procedure) => ({ value: procedure.procedureCode, label: procedure.name }));
  return (
    <PortalForm
      id="estimate"
      form={form}
      onSubmit={onEstimate}
      aria-labelledby="estimate-form-heading"
      errorSummaryTitle="Check what you want to price"
    >
      <FieldRow widths="wide-first">
        <SelectField name="procedureCode" label="Care or procedure" options={options} placeholder="Choose care to price" required />
        <TextField
          name="zip"
          label="ZIP code"
          hint="Optional. 5 digits, like 72201"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
        />
      </FieldRow>
      <Button type="submit">Get estimates</Button>
    </PortalForm>
  );
}
