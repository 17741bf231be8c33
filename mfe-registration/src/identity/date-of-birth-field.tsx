// The date of birth as members type it (MM/DD/YYYY, the rule in date-of-birth.ts), the same field on
// every form that asks for it: registration and both account-help requests.
import { TextField } from '@portal/forms';

export function DateOfBirthField() {
  return (
    <TextField
      name="dateOfBirth"
      label="Date of birth"
      hint="MM/DD/YYYY, for example 05/20/1990."
      inputMode="numeric"
      autoComplete="bday"
      required
    />
  );
}
