/** /outage-message: shown on every navigation while the portal is unavailable. */
export function OutagePage() {
  return (
    <>
      <h1 tabIndex={-1}>The Member Portal is temporarily unavailable</h1>
      <p>We&apos;re doing scheduled maintenance to improve the portal. Please try again later.</p>
      <p>If you need help now, call the customer service number on the back of your member ID card.</p>
    </>
  );
}
