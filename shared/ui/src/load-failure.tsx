import { Button } from './button';
import styles from './alert.module.css';

/** What a section shows when its data failed to load: the message, announced, and Try again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.failure}>
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
