// The admin console's forms with dates (docs/product/validation.md#validate-admin-search: "A block
// date or an unblock date is given, not both"); the search form is admin-search-schema.ts, apart so
// the staff home does not load the date rules. The words of the rules are the catalogue's (ADM-0002,
// ADM-0006), the member API's too.
import { object } from 'yup';
import { codedMessages } from '@portal/api-client/error-messages';
import { text, typedText, withFormRules, type FormValues, type SubmittedValues } from '@portal/forms';
import { insurerToday, isBeforeDay, typedDateToIso } from '@portal/ui/dates/days';

/** A date as typed (MM/DD/YYYY), submitted as YYYY-MM-DD; empty when not given. */
function dayField(what: string) {
  return text()
    .transform((typed: string) => (typed.trim() === '' ? '' : (typedDateToIso(typed.trim()) ?? '')))
    .test('date', `Enter the ${what} as a real date in the format MM/DD/YYYY, like 01/31/2026`, function () {
      const typed = typedText(this).trim();
      return typed === '' || typedDateToIso(typed) !== null;
    });
}

export const blockSchema = withFormRules(
  object({
    blockFrom: dayField('block date'),
    unblockFrom: dayField('unblock date'),
  }),
  (values) => {
    const today = insurerToday();
    const both = values.blockFrom !== '' && values.unblockFrom !== '';
    const neither = values.blockFrom === '' && values.unblockFrom === '';
    return [
      ['blockFrom', neither && 'Enter a block date or an unblock date'],
      ['unblockFrom', both && codedMessages['ADM-0002']],
      ['blockFrom', values.blockFrom !== '' && isBeforeDay(values.blockFrom, today) && codedMessages['ADM-0006']],
      ['unblockFrom', values.unblockFrom !== '' && isBeforeDay(values.unblockFrom, today) && 'Choose an unblock date of today or later.'],
    ];
  },
);
export type BlockFormValues = FormValues<typeof blockSchema>;
export type BlockDates = SubmittedValues<typeof blockSchema>;

export const auditFilterSchema = withFormRules(
  object({
    action: text(),
    from: dayField('start date'),
    to: dayField('end date'),
  }),
  (values) => [
    [
      'to',
      values.from !== '' &&
        values.to !== '' &&
        isBeforeDay(values.to, values.from) &&
        'Enter an end date that is the same as or after the start date',
    ],
  ],
);
export type AuditFilterValues = FormValues<typeof auditFilterSchema>;
export type AuditFilters = SubmittedValues<typeof auditFilterSchema>;
