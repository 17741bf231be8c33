// A Medicare Advantage plan's benefit documents, one link from the dashboard: the Evidence of Coverage
// (what the plan covers and what the member pays) and the Summary of Benefits (the costs at a glance).
// They are the plan's own site, so the link opens a new tab and says so.
import { Card } from '@portal/ui';
import styles from './dashboard.module.css';

export function PlanBenefitsCard({ href }: { href: string }) {
  return (
    <Card title="Your Medicare Advantage plan benefits">
      <p>The Evidence of Coverage explains what your plan covers and what you pay. The Summary of Benefits lists your costs at a glance.</p>
      <p>
        <a href={href} target="_blank" rel="noopener noreferrer">
          Evidence of Coverage and Summary of Benefits <span className={styles.newTab}>(opens in a new tab)</span>
        </a>
      </p>
    </Card>
  );
}
