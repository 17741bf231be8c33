// The spending figures as the kit's meter: an accumulator (a deductible or an out-of-pocket maximum)
// is measured by what is met of its limit, the plan's benefit maximum by what is used of it.
import { ProgressMeter, type ProgressMeterProps } from '@portal/ui';
import type { Accumulator, SpendingDetails } from './api';

/** The meter's words: what is measured and what its limit is called. */
type MeterWords = Pick<ProgressMeterProps, 'label' | 'limitName'>;

type BenefitMaximum = NonNullable<SpendingDetails['benefitMaximum']>;

/** One accumulator, in or out of network: what is met of its limit. */
export function AccumulatorMeter({ amounts, ...words }: MeterWords & { amounts: Accumulator }) {
  return <ProgressMeter {...words} value={amounts.met} limit={amounts.limit} />;
}

/** The plan year's benefit maximum (a dental plan's annual maximum): what is used of it. */
export function BenefitMaximumMeter({ maximum, ...words }: MeterWords & { maximum: BenefitMaximum }) {
  return <ProgressMeter {...words} value={maximum.used} limit={maximum.limit} verb="used" />;
}
