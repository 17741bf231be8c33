// Security questions: two different questions from the list, each with an answer of at least 2
// characters, confirmed with the current password (the member API checks it).
import { object } from 'yup';
import { characterCount, securityAnswerMaxLength, securityAnswerMinLength } from '@portal/contracts/field-rules';
import { currentPassword, text, withFormRules, type FormValues } from '@portal/forms';

export const securityQuestionChoices = [
  'What was the name of your first pet?',
  'In what city were you born?',
  'What was the name of your elementary school?',
  'What is your mother’s maiden name?',
  'What was the make of your first car?',
  'What is the name of the street you grew up on?',
] as const;

const question = (message: string) =>
  text()
    .test('required', message, (value) => value.length > 0)
    .test('choice', 'Choose a question from the list', (value) => (securityQuestionChoices as readonly string[]).includes(value));

const answer = (message: string) =>
  text()
    .trim()
    .test('required', message, (value) => value.length > 0)
    // The member API's limits (SecurityAnswer), in characters as it counts them.
    .test(
      'min-length',
      `An answer has at least ${securityAnswerMinLength} characters`,
      (value) => characterCount(value) >= securityAnswerMinLength,
    )
    .test(
      'max-length',
      `An answer has ${securityAnswerMaxLength} characters or fewer`,
      (value) => characterCount(value) <= securityAnswerMaxLength,
    );

export const securityQuestionsSchema = withFormRules(
  object({
    question1: question('Choose your first security question'),
    answer1: answer('Enter the answer to your first question'),
    question2: question('Choose your second security question'),
    answer2: answer('Enter the answer to your second question'),
    currentPassword: currentPassword(),
  }),
  (values) => [
    [
      'question2',
      values.question1 !== '' && values.question1 === values.question2 && 'Choose a second question that is different from the first',
    ],
  ],
);

export type SecurityQuestionsValues = FormValues<typeof securityQuestionsSchema>;

export const emptySecurityQuestions: SecurityQuestionsValues = {
  question1: '',
  answer1: '',
  question2: '',
  answer2: '',
  currentPassword: '',
};
