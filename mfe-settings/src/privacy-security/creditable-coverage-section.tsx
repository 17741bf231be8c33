// Ordering a certificate of creditable coverage (proof of coverage for a new plan). The member API
// has no dedicated order call, so the order goes to customer service through the signed-in contact
// call, which mails the certificate to the address on file.
import type { SelectedPlan } from '@portal/contracts/domain';
import { orderCreditableCoverageCertificate } from './api';
import { Button } from '@portal/ui';
import { Link } from '@portal/routing';
import { SuccessStatus } from '../common/success-status';
import { successMessages } from '../common/success-messages';
import { useSave } from '../common/use-save';

export function certificateRequest(plan: Pick<SelectedPlan, 'companyId' | 'memberId'>, phoneNumber: string) {
  return {
    companyId: plan.companyId,
    memberId: plan.memberId,
    phoneNumber,
    topic: 'Other' as const,
    comments:
      'Certificate of creditable coverage order: please mail a certificate of creditable coverage for my plan to the address on file.',
    bestTimeToReach: 'Anytime' as const,
    bestDayToReach: 'Anyday' as const,
  };
}

export function CreditableCoverageSection({
  plan,
  phoneNumber,
}: {
  plan: Pick<SelectedPlan, 'companyId' | 'memberId'>;
  phoneNumber: string;
}) {
  const { message, save } = useSave();
  return (
    <>
      <p>
        A certificate of creditable coverage shows the dates you were covered by this plan. A new health plan or employer may ask you for
        one.
      </p>
      <SuccessStatus message={message} />
      {phoneNumber === '' ? (
        <p>
          To order a certificate, <Link to="/contact-us">contact us</Link>.
        </p>
      ) : (
        <Button
          variant="secondary"
          onClick={() =>
            void save(() => orderCreditableCoverageCertificate(certificateRequest(plan, phoneNumber)), successMessages.creditableCoverage)
          }
        >
          Order a certificate of creditable coverage
        </Button>
      )}
    </>
  );
}
