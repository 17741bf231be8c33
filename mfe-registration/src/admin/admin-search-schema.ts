// The admin console's search form. A search needs a whole username, member ID or email, or the first
// 3 letters of both names, so that it finds one person rather than lists members; the words are the
// catalogue's (ADM-0001, ADM-0009), the member API's too. Apart from the forms with dates
// (admin-schemas.ts), so the staff home does not load the date rules.
import { object } from 'yup';
import { codedMessages } from '@portal/api-client/error-messages';
import { adminSearchProblem, adminSearchShortName, adminSearchTermMaxLength, characterCount } from '@portal/contracts/field-rules';
import { text, withFormRules, type FormValues, type SubmittedValues } from '@portal/forms';

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
