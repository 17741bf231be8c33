// The notice banner: sanitised server HTML with a Dismiss button. Loaded only when there is a notice.
import { SanitizedHtml } from '@portal/ui/sanitized-html';
import styles from './notice-banner.module.css';

export default function NoticeBanner({ notice, onDismiss }: { notice: string; onDismiss: () => void }) {
  return (
    <section className={styles.banner} aria-label="Notice">
      <SanitizedHtml html={notice} className={styles.text} />
      <button type="button" className={styles.dismiss} onClick={onDismiss}>
        Dismiss notice
      </button>
    </section>
  );
}
