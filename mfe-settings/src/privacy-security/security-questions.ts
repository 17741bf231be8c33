// Security questions: two different questions from the list, each with an answer of at least 2
// characters, confirmed with the current password (the member API checks it).
import { z } from 'zod';
import { currentPassword } from '@portal/forms';

export const securityQuestionChoices = [
  'What was the name of your first pet?',
  'In what city were you born?',
  'What was the name of your elementary school?',
  'What is your mother’s maiden name?',
  'What was the make of your first car?',
  'What is the name of the street you grew up on?',
] as const;

const question = (message: string) =>
  z
    .string()
    .min(1, message)
    .refine((value) => (securityQuestionChoices as readonly string[]).includes(value), 'Choose a question from the list');

const answer = (message: string) => z.string().trim().min(1, message).min(2, 'An answer has at least 2 characters').max(100, 'An answer has 100 characters or fewer');

export const securityQuestionsSchema = z
  .object({
    question1: question('Choose your first security question'),
    answer1: answer('Enter the answer to your first question'),
    question2: question('Choose your second security question'),
    answer2: answer('Enter the answer to your second question'),
    currentPassword: currentPassword(),
  })
  .superRefine((values, context) => {
    if (values.question1 && values.question1 === values.question2) {
      context.addIssue({ code: 'custom', path: ['question2'], message: 'Choose a second question that is different from the first' });
    }
  });

export type SecurityQuestionsValues = z.input<typeof securityQuestionsSchema>;

export const emptySecurityQuestions: SecurityQuestionsValues = { question1: '', answer1: '', question2: '', answer2: '', currentPassword: '' };
