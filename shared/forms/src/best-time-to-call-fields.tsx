// When to call the member back (SPEC section 5: BestDayToReach and BestTimeToReach must be valid), as
// both contact forms ask it: the day first, then the time, always in this order (the one order is
// @portal/contracts/field-rules' bestDaysToReach and bestTimesToReach, which the member API checks).
import { SelectField } from './select-field';
import { bestDayOptions, bestTimeOptions } from './validation';

export interface BestTimeToCallFieldsProps {
  /** The class of the element around the two selects (a form lays them side by side). */
  className?: string;
}

export function BestTimeToCallFields({ className }: BestTimeToCallFieldsProps) {
  return (
    <div className={className}>
      <SelectField name="bestDayToReach" label="Best day to call you" options={bestDayOptions} placeholder="Choose a day" required />
      <SelectField name="bestTimeToReach" label="Best time to call you" options={bestTimeOptions} placeholder="Choose a time" required />
    </div>
  );
}
