// /terms-of-use (basic template; signed-in checks apply only with a token): 30 numbered sections with
// a table of contents that links to each section's anchor.
import { useEffect } from 'react';
import { useLocation } from '@portal/routing';
import { termsLastUpdated, termsOfUseSections } from './terms-of-use-sections';
import styles from './terms-of-use-page.module.css';

/**
 * A link from elsewhere (/terms-of-use#filing-claims) arrives before the page has rendered, so the
 * browser cannot scroll to it; scroll once the sections exist. The timeout lets the layout's own
 * scroll-to-top on navigation run first.
 */
function useScrollToLinkedSection() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const timer = setTimeout(() => document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.());
    return () => clearTimeout(timer);
  }, [hash]);
}

export function TermsOfUsePage() {
  useScrollToLinkedSection();
  return (
    <article className={styles.terms}>
      <h1 tabIndex={-1}>Terms of use</h1>
      <p className={styles.updated}>Last updated {termsLastUpdated}</p>
      <nav aria-labelledby="terms-contents-heading" className={styles.contents}>
        <h2 id="terms-contents-heading">Contents</h2>
        <ol>
          {termsOfUseSections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {termsOfUseSections.map((section, index) => (
        <section key={section.id} className={styles.section}>
          {/* Focusable, so following a contents link moves focus (and a screen reader) to the section. */}
          <h2 id={section.id} tabIndex={-1}>
            {index + 1}. {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
