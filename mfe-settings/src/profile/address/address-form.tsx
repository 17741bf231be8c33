// Updating the mailing address and the home and work numbers. At least one thing must change; a
// refusal the API explains with a code (employer or single-sign-on members) is shown in place.
import { useState } from 'react';
import { applyServerErrors, PhoneField, PortalForm, SelectField, TextField, usePortalForm } from '@portal/forms';
import { Button } from '@portal/ui';
import { failureText, validationErrorsOf, type FailureText } from '../../common/api-failure';
import { FailureAlert } from '../../common/failure-alert';
import { SuccessStatus } from '../../common/success-status';
import { successMessages } from '../../common/success-messages';
import { useSave } from '../../common/use-save';
import { saveAddress } from './api';
import {
  addressChanged,
  addressFormValues,
  addressRequestBody,
  addressSchema,
  noAddressChangeMessage,
  stateCodes,
  type AddressOnFile,
  type AddressUpdate,
} from './address-rules';
import styles from './address.module.css';

const stateOptions = stateCodes.map((code) => ({ value: code, label: code }));

export function AddressForm({ memberId, onFile }: { memberId: string; onFile: AddressOnFile }) {
  const [saved, setSaved] = useState<AddressOnFile>(onFile);
  const form = usePortalForm({ schema: addressSchema, defaultValues: addressFormValues(onFile) });
  const { message, save } = useSave();
  const [failure, setFailure] = useState<FailureText | null>(null);

  const submit = async (update: AddressUpdate) => {
    setFailure(null);
    if (!addressChanged(saved, update)) {
      form.setFieldError('root.unchanged', noAddressChangeMessage);
      return;
    }
    const body = addressRequestBody(update);
    await save(
      async () => {
        await saveAddress(memberId, body);
        setSaved(body);
        form.resetForm({ values: addressFormValues(body) });
      },
      successMessages.address,
      (error) => {
        if (!applyServerErrors(form, validationErrorsOf(error))) setFailure(failureText(error));
      },
    );
  };

  return (
    <PortalForm id="address" form={form} aria-label="Mailing address" onSubmit={submit}>
      <SuccessStatus message={message} />
      <FailureAlert failure={failure} />
      <TextField name="address1" label="Street address" autoComplete="address-line1" required />
      <TextField name="address2" label="Apartment, suite or unit" autoComplete="address-line2" />
      <div className={styles.row}>
        <TextField name="city" label="City" autoComplete="address-level2" required />
        <SelectField
          name="stateCode"
          label="State"
          options={stateOptions}
          placeholder="Choose a state"
          autoComplete="address-level1"
          required
        />
        <TextField name="zip" label="ZIP code" autoComplete="postal-code" inputMode="numeric" hint="5 digits, or ZIP+4" required />
      </div>
      <div className={styles.row}>
        <PhoneField name="homePhone" label="Home phone number" hint="Optional. Include your area code." autoComplete="tel-national" />
        <PhoneField name="workPhone" label="Work phone number" hint="Optional. Include your area code." autoComplete="off" />
      </div>
      <Button type="submit">Save address</Button>
    </PortalForm>
  );
}
