import { Fragment } from 'react';
import { PhoneLink, RowList, Section } from '@portal/ui';
import { customerServiceLines, ttyNumber } from './customer-service-lines';
import styles from './contact-page.module.css';

/** Who to call and when; phone numbers are links so a phone dials them. */
export function CustomerService() {
  return (
    <Section heading="Call us" className={styles.callUs}>
      <p>Your plan&apos;s customer service number is also on the back of your member ID card.</p>
      <RowList spacing="roomy" itemClassName={styles.line}>
        {customerServiceLines.map((line) => (
          <Fragment key={line.id}>
            <h3>{line.title}</h3>
            <p className={styles.audience}>{line.audience}</p>
            <p className={styles.phone}>
              <PhoneLink phone={line.phone} />
            </p>
            <p>{line.hours}</p>
          </Fragment>
        ))}
      </RowList>
      <p>
        TTY users: dial <PhoneLink phone={ttyNumber} />.
      </p>
    </Section>
  );
}
