// The admin console's forms (docs/product/validation.md#validate-admin-search: "An admin search needs a username, member id,
// email, or first or last name. A block date or an unblock date is given, not both"). A search needs
// a whole username, member ID or email, or the first 3 letters of both names, so that it finds one
// person rather than lists members. The words of the rules are the catalogue's (ADM-0001, ADM-0002,
// ADM-0006, ADM-0009), the member API's too.
import { object } from 'yup';
import { codedMessages } from '@portal/api-client/error-messages';
import { adminSearchProblem, adminSearchShortName, adminSearchTermMaxLength, characterCount } from '@portal/contracts/field-rules';
import { text, typedText, withFormRules, type FormValues, type SubmittedValues } from '@portal/forms';
import { insurerToday, isBeforeDay, typedDateToIso } from '@portal/ui/dates';

function term(label: string, max: number) {
  return text()
    .trim()
    .test('max-length', `Enter ${label} of ${max} characters or fewer`, (value) => characterCount(value) <= max);
}

export const searchSchema = withFormRules(
  object({
    username: term('a username', adminSearchTermMaxLength.username),
    memberId: term('a member ID', adminSearchTermMaxLength.memberId),
    email: term('an email address', adminSearchTermMaxLength.email),
    firstName: term('a first name', adminSearchTermMaxLength.firstName),
    lastName: term('a last name', adminSearchTermMaxLength.lastName),
  }),
  // The member API's rule, shared (@portal/contracts/field-rules): a whole username, member ID or
  // email, or the start of both names; a broader search is refused with ADM-0009's words on the short name.
  (values) => {
    const problem = adminSearchProblem(values);
    const shortName = adminSearchShortName(values);
    return [
      ['username', problem === 'empty' && codedMessages['ADM-0001']],
      [shortName, problem === 'tooBroad' && codedMessages['ADM-0009']],
    ];
  },
);
export type SearchFormValues = FormValues<typeof searchSchema>;
export type SearchTerms = SubmittedValues<typeof searchSchema>;
export const emptySearch: SearchFormValues = { username: '', memberId: '', email: '', firstName: '', lastName: '' };

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
export const emptyBlock: BlockFormValues = { blockFrom: '', unblockFrom: '' };

/** The request body: the one date given (the form refuses both). */
export function blockRequest(dates: BlockDates): { blockFrom: string } | { unblockFrom: string } {
  return dates.blockFrom ? { blockFrom: dates.blockFrom } : { unblockFrom: dates.unblockFrom };
}

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
export const emptyAuditFilters: AuditFilterValues = { action: '', from: '', to: '' };
