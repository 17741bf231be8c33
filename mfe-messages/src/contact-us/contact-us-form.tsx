// The signed-in contact form: POST contact for the selected member. Field errors (the form's own and
// the server's validationErrors, CON-0001 and CON-0002) land on their fields and the error summary
// takes focus; any other failure shows the error dialog. Nothing typed is lost on an error. When the
// message is sent, the thank-you message takes focus.
import { PortalApiError, withPageLoading } from '@portal/api-client';
import { codedMessages } from '@portal/api-client/error-messages';
import {
  applyServerErrors,
  BestTimeToCallFields,
  commentMaxLength,
  PhoneField,
  PortalForm,
  SelectField,
  TextArea,
  TextField,
  usePortalForm,
  useSentConfirmation,
} from '@portal/forms';
import { useSession } from '@portal/session';
import { Button, Notice } from '@portal/ui';
import { contactRequest, contactTopics, contactUsSchema, emptyContactUsForm, type ContactUsValues } from './contact-us-schema';
import { sendContact } from './api';
import styles from './contact-us.module.css';

const topicOptions = contactTopics.map((value) => ({ value, label: value }));

export function ContactUsForm() {
  const plan = useSession((state) => state.selectedPlan);
  const form = usePortalForm({ schema: contactUsSchema, defaultValues: emptyContactUsForm(plan?.companyId) });
  const { sent, statusRef, sendOnce, sendAnother } = useSentConfirmation(form, 'phoneNumber');

  const send = async (values: ContactUsValues) => {
    if (!plan) return;
    try {
      await sendOnce(async () => {
        await withPageLoading(sendContact(contactRequest(values, plan.memberId)));
        form.resetForm({ values: emptyContactUsForm(plan.companyId) });
      });
    } catch (error) {
      // Other failures were shown in the error dialog; the form keeps what was typed.
      if (!(error instanceof PortalApiError)) return;
      const fieldErrors =
        error.serverCode === 'CON-0002'
          ? error.validationErrors.map((fieldError) =>
              fieldError.field === 'companyId' ? { ...fieldError, message: codedMessages['CON-0002'] } : fieldError,
            )
          : error.validationErrors;
      applyServerErrors(form, fieldErrors);
    }
  };

  return (
    <>
      {/* Always present, so assistive technology is listening before the message appears. */}
      <Notice ref={statusRef} role="status" tabIndex={-1} title={sent ? 'Thank you. Your message has been sent.' : undefined}>
        {sent && (
          <>
            <p>We&apos;ve emailed you a confirmation, and we&apos;ll call you on the day and at the time you chose.</p>
            <Button variant="secondary" onClick={sendAnother}>
              Send another message
            </Button>
          </>
        )}
      </Notice>
      {!sent && (
        <PortalForm id="contact-us" form={form} onSubmit={send} aria-labelledby="contact-us-form-heading">
          <p className={styles.formNote}>
            Fields marked (required) must be filled in. Please don&apos;t include your Social Security number.
          </p>
          <TextField
            name="companyId"
            label="Company ID"
            hint="We filled in the company ID of your plan. It is also on your member ID card."
            autoComplete="off"
            spellCheck={false}
            className={styles.companyId}
            required
          />
          <PhoneField
            name="phoneNumber"
            label="Phone number"
            hint="The number we should call, with area code, for example (501) 555-0123."
            required
          />
          <BestTimeToCallFields />
          <SelectField
            name="topic"
            label="Topic"
            hint="Optional. Helps us send your question to the right team."
            options={topicOptions}
            placeholder="Choose a topic"
          />
          <TextArea name="comments" label="Question or comments" maxLength={commentMaxLength} required />
          <Button type="submit">Send message</Button>
        </PortalForm>
      )}
    </>
  );
}
