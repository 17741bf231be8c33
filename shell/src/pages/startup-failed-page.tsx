import { Button } from '@portal/ui';

/** Shown when the portal's configuration cannot be loaded at start. */
export function StartupFailedPage({ onRetry }: { onRetry: () => void }) {
  return (
    <main style={{ maxWidth: '40rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <h1>The Member Portal can&apos;t load right now</h1>
      <p>Please check your connection and try again. If the problem continues, call the number on the back of your ID card.</p>
      <Button onClick={onRetry}>Try again</Button>
    </main>
  );
}
