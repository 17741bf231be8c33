// The frame of each registration step: the kit's PageHeader (the page's one h1, in sentence case, and
// where the member is in the four steps), the steps, then the step's content. The shell hides
// navigation and footer on these routes.
import type { ReactNode } from 'react';
import { PageHeader } from '@portal/ui';
import { registrationSteps, type RegistrationStepId } from './registration-steps';
import styles from './registration.module.css';

export function RegistrationLayout({ step, title, children }: { step: RegistrationStepId; title: string; children: ReactNode }) {
  const currentIndex = registrationSteps.findIndex((candidate) => candidate.id === step);
  const current = registrationSteps[currentIndex];
  return (
    <div className={styles.page}>
      <PageHeader title={title}>
        <p className={styles.stepOf}>
          Step {currentIndex + 1} of {registrationSteps.length}: {current?.label}
        </p>
      </PageHeader>
      <ol className={styles.steps} aria-label="Registration steps">
        {registrationSteps.map((candidate, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next';
          return (
            <li key={candidate.id} className={styles[state]} aria-current={state === 'current' ? 'step' : undefined}>
              {candidate.label}
              {state === 'done' && <span className="portal-visually-hidden"> (done)</span>}
            </li>
          );
        })}
      </ol>
      {children}
    </div>
  );
}
