// /contact (public, basic template): how to reach customer service, and a message form for visitors
// who are not signed in (signed-in members use /contact-us in the messages remote).
import { Columns } from '@portal/ui';
import { ContactForm } from './contact-form';
import { CustomerService } from './customer-service';
import styles from './contact-page.module.css';

export function ContactPage() {
  return (
    <>
      <h1 tabIndex={-1}>Contact us</h1>
      <p className={styles.lead}>Call us, or send a message and we&apos;ll get back to you within 2 business days.</p>
      {/* Form first; the phone numbers sit beside it on wide screens and below it on phones. */}
      <Columns split="main-and-aside">
        <section className={styles.message}>
          <h2 id="contact-form-heading">Send us a message</h2>
          <ContactForm />
        </section>
        <CustomerService />
      </Columns>
    </>
  );
}
