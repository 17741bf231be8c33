// /cost-estimates (the embold option): choose care, see what it costs at in-network providers, with
// what the member pays first. The choices stay in the form, so the member can compare care quickly.
import '../app-name';
import { useState } from 'react';
import { Link } from '@portal/routing';
import { useApiData, type ApiData } from '@portal/api-client/use-api-data';
import { useMemberDisplayName, useSelectedMemberId } from '@portal/session';
import { LoadFailure, PageFrame, LoadingStatus } from '@portal/ui';
import { costEstimatesData, type CostEstimates, type EstimateRequest, type Procedure } from './api';
import { EstimateForm } from './estimate-form';
import { EstimatesTable } from './estimates-table';
import styles from './cost-estimates.module.css';

function useEstimates(memberId: string, request: { criteria: EstimateRequest; count: number } | null): ApiData<CostEstimates> | null {
  const data = useApiData<CostEstimates | null>(
    (signal) => (request ? costEstimatesData.estimates(memberId, request.criteria, signal) : Promise.resolve(null)),
    request ? `estimates:${memberId}:${request.count}` : 'no-estimate',
  );
  if (!request) return null;
  if (data.status === 'loading') return { status: 'loading' };
  if (data.status === 'failed') return { status: 'failed', message: data.message, retry: data.retry };
  return data.data ? { status: 'ready', data: data.data } : { status: 'loading' };
}

function Estimates({ memberId, procedures }: { memberId: string; procedures: readonly Procedure[] }) {
  const [request, setRequest] = useState<{ criteria: EstimateRequest; count: number } | null>(null);
  const estimates = useEstimates(memberId, request);
  const procedureName = procedures.find((procedure) => procedure.procedureCode === request?.criteria.procedureCode)?.name ?? '';
  return (
    <>
      <section aria-labelledby="estimate-form-heading">
        <h2 id="estimate-form-heading">What care do you need?</h2>
        <EstimateForm
          procedures={procedures}
          onEstimate={(criteria) => setRequest((previous) => ({ criteria, count: (previous?.count ?? 0) + 1 }))}
        />
      </section>
      <EstimatesTable data={estimates} procedureName={procedureName} />
    </>
  );
}

function CostEstimateTool({ memberId }: { memberId: string }) {
  const data = useApiData((signal) => costEstimatesData.procedures(memberId, signal), `procedures:${memberId}`);
  if (data.status === 'loading') return <LoadingStatus>Loading the care you can price…</LoadingStatus>;
  if (data.status === 'failed') return <LoadFailure message={data.message} onRetry={data.retry} />;
  if (data.data.procedures.length === 0) {
    return (
      <p className={styles.empty}>
        There is no care to price online right now. Please call the customer service number on your member ID card.
      </p>
    );
  }
  return <Estimates memberId={memberId} procedures={data.data.procedures} />;
}

export default function CostEstimatesPage() {
  const name = useMemberDisplayName();
  const memberId = useSelectedMemberId();
  return (
    <PageFrame
      className={styles.page}
      title="Cost estimates"
      lead="See what common care costs at providers in your network, and what you would pay, before you go."
      greeting={{ name, memberId }}
    >
      {memberId && <CostEstimateTool key={memberId} memberId={memberId} />}
      <p>
        <Link to="/find-care">More ways to find care</Link>
      </p>
    </PageFrame>
  );
}
