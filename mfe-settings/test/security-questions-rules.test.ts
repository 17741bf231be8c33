import { checkForm } from '@portal/forms';
import { securityAnswerMaxLength, securityAnswerMinLength } from '@portal/contracts/field-rules';
import { emptySecurityQuestions, securityQuestionChoices, securityQuestionsSchema } from '../src/privacy-security/security-questions';

// The answers' limits are the member API's (SecurityAnswer in sandbox/src/api/schemas.ts, built from
// @portal/contracts/field-rules), counted in characters as it counts them.
const valid = {
  ...emptySecurityQuestions,
  question1: securityQuestionChoices[0],
  answer1: 'Rover',
  question2: securityQuestionChoices[1],
  answer2: 'Little Rock',
  currentPassword: 'Portal#2026',
};
const answerProblem = (answer: string) => checkForm(securityQuestionsSchema, { ...valid, answer1: answer }).errors.answer1 ?? null;

describe('security questions in settings', () => {
  it('takes answers of the member API’s lengths', () => {
    expect([securityAnswerMinLength, securityAnswerMaxLength]).toEqual([2, 100]);
    expect(answerProblem('R')).toBe('An answer has at least 2 characters');
    expect(answerProblem('x'.repeat(101))).toBe('An answer has 100 characters or fewer');
    expect(answerProblem('Ro')).toBeNull();
  });

  it('counts characters, not UTF-16 units: one astral letter is one character', () => {
    expect(answerProblem('𝒜')).toBe('An answer has at least 2 characters');
    expect(answerProblem('𝒜'.repeat(100))).toBeNull();
    expect(answerProblem('𝒜'.repeat(101))).toBe('An answer has 100 characters or fewer');
  });
});
