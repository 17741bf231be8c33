// When to call the member back (docs/product/validation.md#validate-contact-details: BestDayToReach and BestTimeToReach must be valid), as
// both contact forms ask it: the day first, then the time, always in this order (the one order is
// @portal/contracts/field-rules' bestDaysToReach and bestTimesToReach, which the member API checks).
import { FieldRow } from './field-row';
import { SelectField } from './select-field';
import { bestDayOptions, bestTimeOptions } from './validation';

export interface BestTimeToCallFieldsProps {
  /**
   * @deprecated since @portal/forms 1.4: the two selects stand side by side in a FieldRow of their own.
   * A class given here (by a remote built against 1.3) goes on an element around that row.
   */
  className?: string;
}

export function BestTimeToCallFields({ className }: BestTimeToCallFieldsProps) {
  const fields = (
    <FieldRow>
      <SelectField name="bestDayToReach" label="Best day to call you" options={bestDayOptions} placeholder="Choose a day" required />
      <SelectField name="bestTimeToReach" label="Best time to call you" options={bestTimeOptions} placeholder="Choose a time" required />
    </FieldRow>
  );
  return className ? <div className={className}>{fields}</div> : fields;
}
