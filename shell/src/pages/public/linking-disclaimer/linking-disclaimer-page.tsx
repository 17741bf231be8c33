// /linking-disclaimer (signed in): the selected plan's brand linking disclaimer as a page. The text
// is the brand's own (shared/ui brands.ts), the same the footer's Linking Disclaimer dialog shows.
import { Link } from '@portal/routing';
import { dashboardPath } from '@portal/contracts/route-table';
import { useSession } from '@portal/session';
import { Notice } from '@portal/ui';
import { usePageBrand } from '../../../brand/use-page-brand';
import styles from './linking-disclaimer-page.module.css';

export function LinkingDisclaimerPage() {
  const brand = usePageBrand();
  const contractType = useSession((state) => state.selectedPlan?.contractType);
  return (
    <article className={styles.page}>
      <h1 tabIndex={-1}>Linking disclaimer</h1>
      <Notice className={styles.disclaimer}>
        <p>{brand.linkingDisclaimer}</p>
      </Notice>
      <p>Links in the portal that lead to another website open in a new tab, so the portal stays open where you left it.</p>
      {contractType && (
        <p>
          <Link to={dashboardPath(contractType)}>Go to your dashboard</Link>
        </p>
      )}
    </article>
  );
}
