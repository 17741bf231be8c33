import styles from './site-footer.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <p>© {new Date().getFullYear()} Member Portal. Serving members in all 75 counties.</p>
    </footer>
  );
}
