import '../app-name';
// /contact-us (signed in): how to reach member services, and a message form that asks us to call the
// member back (docs/product/routes-and-guards.md#routes-public, docs/product/validation.md#validate-contact-form, docs/product/errors-and-messages.md#errors-handling).
import { useMemberDisplayName, useSession, useSelectedMemberId } from '@portal/session';
import { brandOf, PageFrame, PhoneLink } from '@portal/ui';
import { ContactUsForm } from './contact-us-form';
import styles from './contact-us.module.css';

/** The contact page for signed-in members (exposed as ./ContactUsPage). */
export default function ContactUsPage() {
  const name = useMemberDisplayName();
  const memberId = useSelectedMemberId();
  // The plan's brand line: the number on the back of the member's ID card (@portal/ui brands).
  const line = brandOf(useSession((state) => state.selectedPlan?.tier1)).customerService;
  return (
    <PageFrame title="Contact us" greeting={{ name, memberId }}>
      <div className={styles.columns}>
        <section aria-labelledby="contact-us-form-heading" className={styles.message}>
          <h2 id="contact-us-form-heading">Send us a message</h2>
          <p>Tell us what you need and when to call. We&apos;ll call you back within 2 business days.</p>
          <ContactUsForm />
        </section>
        <section aria-labelledby="contact-us-call-heading" className={styles.callUs}>
          <h2 id="contact-us-call-heading">Call us</h2>
          <p>
            Call customer service at <PhoneLink phone={line.phone} /> (TTY 711), {line.hours}. The number is also on the back of your member
            ID card. Have your member ID ready.
          </p>
          <p>For questions about a prescription, our pharmacy team is available from 7 a.m. to 8 p.m. Central time.</p>
        </section>
      </div>
    </PageFrame>
  );
}
