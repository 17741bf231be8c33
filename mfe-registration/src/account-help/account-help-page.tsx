// /account-help, "Need help with your account?" (docs/product/routes-and-guards.md#routes-public): forgot username, forgot password,
// and unlocking an account locked after the third failed sign-in (docs/product/session.md#session-account-lock, docs/product/constants.md#constants-table). Public.
import { useState } from 'react';
import { phoneLines } from '@portal/contracts/phone-lines';
import { Link } from '@portal/routing';
import { PageFrame, PhoneLink } from '@portal/ui';
import '../app-name';
import { ForgotPassword } from './forgot-password';
import { ForgotUsername } from './forgot-username';
import { helpTopics, readHelpTopic, writeHelpTopic, type HelpTopicId } from './help-topics';
import styles from '../registration/registration.module.css';

function TopicContent({ topic }: { topic: HelpTopicId }) {
  switch (topic) {
    case 'username':
      return <ForgotUsername />;
    case 'password':
      return <ForgotPassword id="forgot-password" />;
    case 'locked':
      return (
        <>
          <p>
            For your security, your account locks after the third failed sign-in. To unlock it, reset your password: we’ll send you a
            one-time passcode, ask your security questions, and you choose a new password. Your account unlocks as soon as the password is
            reset.
          </p>
          <ForgotPassword id="unlock" />
        </>
      );
  }
}

export default function AccountHelpPage() {
  const [topic, setTopic] = useState<HelpTopicId | null>(readHelpTopic);
  const chosen = helpTopics.find((candidate) => candidate.id === topic);

  const choose = (id: HelpTopicId) => {
    setTopic(id);
    writeHelpTopic(id);
  };

  return (
    <PageFrame
      className={styles.page}
      title="Need help with your account?"
      lead="Tell us what you need help with and we’ll walk you through it."
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>What do you need help with?</legend>
        <div className={styles.radios}>
          {helpTopics.map((candidate) => (
            <label key={candidate.id} className={styles.radio}>
              <input
                type="radio"
                name="help-topic"
                value={candidate.id}
                checked={topic === candidate.id}
                onChange={() => choose(candidate.id)}
              />
              {candidate.label}
            </label>
          ))}
        </div>
      </fieldset>
      {chosen && (
        // Keyed by topic: switching topics starts that flow from the beginning.
        <section key={chosen.id} aria-labelledby="account-help-topic-heading">
          <h2 id="account-help-topic-heading">{chosen.heading}</h2>
          <TopicContent topic={chosen.id} />
        </section>
      )}
      <section className={styles.help} aria-labelledby="account-help-contact-heading">
        <h2 id="account-help-contact-heading">Still need help?</h2>
        <p>
          Call member portal help at <PhoneLink phone={phoneLines.portalHelp.phone} />, {phoneLines.portalHelp.hours} (TTY 711), or{' '}
          <Link to="/contact">contact us</Link>. Not registered yet? <Link to="/register">Register for an account</Link>.
        </p>
      </section>
    </PageFrame>
  );
}
