// Replace the two security questions (used to reset a forgotten password).
import { useState } from 'react';
import { SelectField, TextField, usePortalForm } from '@portal/forms';
import { CurrentPasswordField } from '../common/current-password-field';
import { SettingsForm } from '../common/settings-form';
import { successMessages } from '../common/success-messages';
import { useFormSave } from '../common/use-form-save';
import { saveSecurityQuestions } from './api';
import { emptySecurityQuestions, securityQuestionChoices, securityQuestionsSchema } from './security-questions';

const questionOptions = securityQuestionChoices.map((question) => ({ value: question, label: question }));

function QuestionsOnFile({ questions }: { questions: readonly string[] }) {
  return (
    <>
      <p>Your current questions:</p>
      <ul>
        {questions.map((question) => (
          <li key={question}>{question}</li>
        ))}
      </ul>
    </>
  );
}

export function SecurityQuestionsForm({ userId, current }: { userId: string; current: readonly string[] }) {
  const form = usePortalForm({ schema: securityQuestionsSchema, defaultValues: emptySecurityQuestions });
  // The API names the second question "questions.1.question"; anything it names that the form does
  // not have goes to the summary as a form-level message.
  const { message, save } = useFormSave(form);
  const [onFile, setOnFile] = useState(current);
  return (
    <SettingsForm
      id="security-questions"
      form={form}
      aria-label="Security questions"
      message={message}
      submitLabel="Save security questions"
      before={onFile.length > 0 && <QuestionsOnFile questions={onFile} />}
      onSubmit={(values) =>
        save(async () => {
          await saveSecurityQuestions(userId, {
            currentPassword: values.currentPassword,
            questions: [
              { question: values.question1, answer: values.answer1 },
              { question: values.question2, answer: values.answer2 },
            ],
          });
          setOnFile([values.question1, values.question2]);
          form.resetForm({ values: emptySecurityQuestions });
        }, successMessages.securityQuestions)
      }
    >
      <SelectField name="question1" label="First question" options={questionOptions} placeholder="Choose a question" required />
      <TextField name="answer1" label="Answer to the first question" autoComplete="off" required />
      <SelectField name="question2" label="Second question" options={questionOptions} placeholder="Choose a question" required />
      <TextField name="answer2" label="Answer to the second question" autoComplete="off" required />
      <CurrentPasswordField hint="To keep your account safe, confirm it's you." />
    </SettingsForm>
  );
}
