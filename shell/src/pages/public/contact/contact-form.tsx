// The public contact form: POST public/contact through the shared API client. A failed call shows
// the error dialog (docs/product/errors-and-messages.md#errors-handling) and leaves everything typed in place; the server's field errors
// land on their fields. On success the thank-you message takes focus.
import { PortalApiError, withPageLoading } from '@portal/api-client';
import { sendPublicContact } from './api';
import {
  applyServerErrors,
  BestTimeToCallFields,
  commentMaxLength,
  FieldRow,
  PhoneField,
  PortalForm,
  SelectField,
  TextArea,
  TextField,
  usePortalForm,
  useSentConfirmation,
} from '@portal/forms';
import { brandOf, Button, Notice } from '@portal/ui';
import { contactSchema, emptyContactForm, healthPlanCompanies, type ContactRequest } from './contact-schema';
import styles from './contact-page.module.css';

const companyOptions = healthPlanCompanies.map(({ companyId, tier }) => ({ value: companyId, label: brandOf(tier).name }));

export function ContactForm() {
  const form = usePortalForm({ schema: contactSchema, defaultValues: emptyContactForm });
  const { sent, statusRef, sendOnce, sendAnother } = useSentConfirmation(form, 'firstName');

  const send = async (request: ContactRequest) => {
    try {
      await sendOnce(async () => {
        await withPageLoading(sendPublicContact(request));
        form.resetForm({ values: emptyContactForm });
      });
    } catch (error) {
      // Any other failure was already shown in the error dialog; the form keeps what was typed.
      if (error instanceof PortalApiError) applyServerErrors(form, error.validationErrors);
    }
  };

  return (
    <>
      {/* Always present, so assistive technology is listening before the message appears. */}
      <Notice ref={statusRef} role="status" tabIndex={-1} title={sent ? 'Thank you. Your message has been sent.' : undefined}>
        {sent && (
          <>
            <p>We&apos;ll reply within 2 business days, by email or by phone at the time you chose.</p>
            <Button variant="secondary" onClick={sendAnother}>
              Send another message
            </Button>
          </>
        )}
      </Notice>
      {!sent && (
        <PortalForm id="contact" form={form} onSubmit={send} aria-labelledby="contact-form-heading">
          <p className={styles.formNote}>
            All fields are required. Please don&apos;t include your Social Security number or details of a medical condition.
          </p>
          <FieldRow>
            <TextField name="firstName" label="First name" autoComplete="given-name" required />
            <TextField name="lastName" label="Last name" autoComplete="family-name" required />
          </FieldRow>
          <TextField name="email" label="Email address" type="email" autoComplete="email" spellCheck={false} required />
          <PhoneField name="phoneNumber" label="Phone number" hint="Include your area code, for example (501) 555-0123." required />
          <BestTimeToCallFields />
          <SelectField
            name="companyId"
            label="Health plan company"
            hint="The company name is on the front of your member ID card."
            options={companyOptions}
            placeholder="Choose a company"
            required
          />
          <TextArea name="comments" label="Question or comments" maxLength={commentMaxLength} required />
          <Button type="submit">Send message</Button>
        </PortalForm>
      )}
    </>
  );
}
