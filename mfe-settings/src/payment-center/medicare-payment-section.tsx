// Medicare members with a medicarePayment page identifier pay their premium on the Medicare payment
// partner's site, through the external-app handoff (a new window), as the other page identifiers do.
import { launchExternalApp } from '@portal/api-client/partner-handoff';
import { Button } from '@portal/ui';

export function MedicarePaymentSection() {
  return (
    <>
      <p>
        Pay your Medicare Advantage premium on our secure payment partner’s site. You can make a one-time payment or set up automatic
        payments there.
      </p>
      <Button onClick={() => void launchExternalApp('medicarepayment')}>Pay my Medicare premium (opens in a new window)</Button>
    </>
  );
}
