// Replace the two security questions (used to reset a forgotten password).
import { useState } from 'react';
import { applyServerErrors, PortalForm, SelectField, TextField, usePortalForm } from '@portal/forms';
import { Button } from '@portal/ui';
import { validationErrorsOf } from '../common/api-failure';
import { SuccessStatus } from '../common/success-status';
import { successMessages } from '../common/success-messages';
import { useSave } from '../common/use-save';
import { saveSecurityQuestions } from './api';
import { emptySecurityQuestions, securityQuestionChoices, securityQuestionsSchema } from './security-questions';

const questionOptions = securityQuestionChoices.map((question) => ({ value: question, label: question }));

export function SecurityQuestionsForm({ userId, current }: { userId: string; current: readonly string[] }) {
  const form = usePortalForm({ schema: securityQuestionsSchema, defaultValues: emptySecurityQuestions });
  const { message, save } = useSave();
  const [onFile, setOnFile] = useState(current);
  return (
    <PortalForm
      id="security-questions"
      form={form}
      aria-label="Security questions"
      onSubmit={(values) =>
        save(
          async () => {
            await saveSecurityQuestions(userId, {
              currentPassword: values.currentPassword,
              questions: [
                { question: values.question1, answer: values.answer1 },
                { question: values.question2, answer: values.answer2 },
              ],
            });
            setOnFile([values.question1, values.question2]);
            form.resetForm({ values: emptySecurityQuestions });
          },
          successMessages.securityQuestions,
          // The API names the second question "questions.1.question"; anything it names that the form
          // does not have goes to the summary as a form-level message.
          (error) => applyServerErrors(form, validationErrorsOf(error)),
        )
      }
    >
      {onFile.length > 0 && (
        <>
          <p>Your current questions:</p>
          <ul>
            {onFile.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ul>
        </>
      )}
      <SuccessStatus message={message} />
      <SelectField name="question1" label="First question" options={questionOptions} placeholder="Choose a question" required />
      <TextField name="answer1" label="Answer to the first question" autoComplete="off" required />
      <SelectField name="question2" label="Second question" options={questionOptions} placeholder="Choose a question" required />
      <TextField name="answer2" label="Answer to the second question" autoComplete="off" required />
      <TextField
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        hint="To keep your account safe, confirm it's you."
        required
      />
      <Button type="submit">Save security questions</Button>
    </PortalForm>
  );
}
