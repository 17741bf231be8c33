// The terms a member accepts when registering: the points that matter for an online account, with
// the full Terms of Use (docs/product/constants.md#constants-table: 30 sections) a link away.
import styles from '../registration/registration.module.css';

const sections: readonly { title: string; text: string }[] = [
  {
    title: 'Your account',
    text: 'The member portal is for you and the family members you are allowed to act for. Keep your username, password and passcodes private: you are responsible for what is done with your account.',
  },
  {
    title: 'Signing in',
    text: 'Each sign-in needs your password and a one-time passcode we send by email or text message. After the third failed sign-in, your account locks until you reset your password.',
  },
  {
    title: 'Email and text messages',
    text: 'You agree that we may send one-time passcodes and account notices to the email address and mobile phone number you give us, and the emails you choose in your communication settings. Message and data rates may apply.',
  },
  {
    title: 'Your privacy',
    text: 'We protect your health information as our privacy notice describes. We never ask for your password or passcode by phone or email.',
  },
  {
    title: 'Changes to these terms',
    text: 'We may update these terms. When we do, we will ask you to review them the next time you sign in.',
  },
];

export function TermsAndConditions() {
  return (
    // A scrolling region must be reachable by keyboard to be read.
    <div className={styles.terms} role="region" aria-label="Terms and conditions summary" tabIndex={0}>
      {sections.map((section) => (
        <section key={section.title}>
          <h3>{section.title}</h3>
          <p>{section.text}</p>
        </section>
      ))}
      <p>
        <a href="/terms-of-use" target="_blank" rel="noopener noreferrer">
          Read the full Terms of Use (opens in a new tab)
        </a>
      </p>
    </div>
  );
}
