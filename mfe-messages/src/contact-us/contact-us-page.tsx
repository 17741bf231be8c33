import '../app-name';
// /contact-us (signed in): how to reach member services, and a message form that asks us to call the
// member back (docs/product/routes-and-guards.md#routes-public, docs/product/validation.md#validate-contact-form, docs/product/errors-and-messages.md#errors-handling).
import { useMemberGreeting, useSession } from '@portal/session';
import { brandOf, Columns, PageFrame, PhoneLink, Section } from '@portal/ui';
import { ContactUsForm } from './contact-us-form';
import styles from './contact-us.module.css';

/** The contact page for signed-in members (exposed as ./ContactUsPage). */
export default function ContactUsPage() {
  const greeting = useMemberGreeting();
  // The plan's brand line: the number on the back of the member's ID card (@portal/ui brands).
  const line = brandOf(useSession((state) => state.selectedPlan?.tier1)).customerService;
  return (
    <PageFrame title="Contact us" greeting={greeting}>
      <Columns split="main-and-aside">
        <Section heading="Send us a message" headingId="contact-us-form-heading" className={styles.message}>
          <p>Tell us what you need and when to call. We&apos;ll call you back within 2 business days.</p>
          <ContactUsForm />
        </Section>
        <Section heading="Call us" className={styles.callUs}>
          <p>
            Call customer service at <PhoneLink phone={line.phone} /> (TTY 711), {line.hours}. The number is also on the back of your member
            ID card. Have your member ID ready.
          </p>
          <p>For questions about a prescription, our pharmacy team is available from 7 a.m. to 8 p.m. Central time.</p>
        </Section>
      </Columns>
    </PageFrame>
  );
}
