import { Link } from '@portal/routing';
import { launchPartnerSso } from '@portal/api-client/partner-handoff';
import { Button, Card, OpensInNewTab, buttonClassName } from '@portal/ui';
import type { FindCareOption, OptionAction } from './api';
import styles from './find-care.module.css';

function Action({ option, action }: { option: FindCareOption; action: OptionAction }) {
  switch (action.kind) {
    case 'route':
      return (
        <Link to={action.to} className={buttonClassName('primary')}>
          Go to {option.displayText}
        </Link>
      );
    case 'sso':
      // The partner window must open inside this click, so this is a button, not a link.
      return (
        <>
          <Button onClick={() => void launchPartnerSso(action.key)}>
            Open {option.displayText}
            <OpensInNewTab />
          </Button>
          <p className={styles.note}>Our partner’s site opens in a new tab, and you are signed in there.</p>
        </>
      );
    case 'external':
      return (
        <a href={action.href} target="_blank" rel="noopener noreferrer" className={buttonClassName('primary')}>
          Visit {option.displayText}
          <OpensInNewTab />
        </a>
      );
    case 'none':
      return null;
  }
}

export function FindCareOptionCard({ option, action }: { option: FindCareOption; action: OptionAction }) {
  return (
    <Card as="article" headingLevel={3} title={option.displayText}>
      {option.description && <p>{option.description}</p>}
      <Action option={option} action={action} />
    </Card>
  );
}
