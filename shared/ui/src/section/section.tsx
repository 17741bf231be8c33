// A page's titled section: a <section> named by its own <h2>, so assistive technology lists it as a
// region under that heading.
import { useId, type ReactNode } from 'react';

export interface SectionProps {
  heading: ReactNode;
  /** The heading's id, when something else names itself by it too (a form labelled by the section's heading). */
  headingId?: string;
  className?: string;
  children?: ReactNode;
}

export function Section({ heading, headingId, className, children }: SectionProps) {
  const generatedId = useId();
  const id = headingId ?? generatedId;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}
