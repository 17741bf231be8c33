// The identity fields of registration's first step: member ID with the SSN's last 4, or the full SSN;
// and the parent or legal guardian who registers a child under 14.
import { FieldRow, TextField } from '@portal/forms';
import type { RegisterFormValues } from './register-schema';
import styles from '../registration/registration.module.css';

type IdType = RegisterFormValues['idType'];

export function IdentityFields({ idType, onIdTypeChange }: { idType: IdType; onIdTypeChange: (value: IdType) => void }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>How do you want to identify yourself?</legend>
      <div className={styles.radios}>
        <label className={styles.radio}>
          <input type="radio" name="idType" value="memberId" checked={idType === 'memberId'} onChange={() => onIdTypeChange('memberId')} />
          With my member ID
        </label>
        <label className={styles.radio}>
          <input type="radio" name="idType" value="ssn" checked={idType === 'ssn'} onChange={() => onIdTypeChange('ssn')} />
          With my Social Security number
        </label>
      </div>
      {idType === 'memberId' ? (
        <>
          <TextField
            name="memberId"
            label="Member ID"
            hint="It’s on the front of your member ID card, for example REG000001."
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
          />
          <TextField
            name="ssnLast4"
            label="Last 4 digits of your Social Security number"
            inputMode="numeric"
            autoComplete="off"
            className={styles.short}
            required
          />
        </>
      ) : (
        <TextField
          name="ssn"
          label="Social Security number"
          hint="9 digits, for example 123-45-6789."
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          required
        />
      )}
    </fieldset>
  );
}

export function GuardianFields() {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Parent or legal guardian</legend>
      <p className={styles.fieldsetNote}>Children under 14 must be registered by a parent or legal guardian. Enter your own name here.</p>
      <FieldRow>
        <TextField name="guardianFirstName" label="Guardian’s first name" autoComplete="given-name" required />
        <TextField name="guardianLastName" label="Guardian’s last name" autoComplete="family-name" required />
      </FieldRow>
    </fieldset>
  );
}
