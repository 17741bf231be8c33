// /authorizations (and /prior-authorizations): the member's prior authorizations, newest first, each
// with its status colour label (docs/product/session.md#session-deep-link), and a link to its details.
import '../app-name';
import { useEffect, useRef, useState } from 'react';
import { useAnsweredOnce, useApiData } from '@portal/api-client/use-api-data';
import { useMemberGreeting, useSession } from '@portal/session';
import { CardGrid, LoadFailure, PageFrame, LoadingStatus } from '@portal/ui';
import { AuthorizationCard } from './authorization-card';
import { authorizationsData } from './api';
import { Pagination } from '@portal/ui/pagination';
import { StatusLegend } from './status-legend';
import styles from './authorizations.module.css';

function AuthorizationList({ memberId, isPolicyHolder }: { memberId: string; isPolicyHolder: boolean }) {
  const [page, setPage] = useState(1);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);
  const data = useApiData((signal) => authorizationsData.list(memberId, page, signal), `authorizations:${memberId}:${page}`);
  // The colours' legend below the list shows once the list has answered, so the list does not push it down.
  const listAnswered = useAnsweredOnce(data);

  // After Previous or Next, reading starts again at the top of the list.
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    heading.current?.focus();
  }, [page]);

  return (
    <>
      <section aria-labelledby="auth-list-heading">
        <h2 id="auth-list-heading" ref={heading} tabIndex={-1}>
          Your authorizations
        </h2>
        {isPolicyHolder && (
          <p className={styles.note}>
            This list includes your covered family members under 18, and adult family members who share their information with you.
          </p>
        )}
        {data.status === 'loading' && <LoadingStatus>Loading your prior authorizations…</LoadingStatus>}
        {data.status === 'failed' && <LoadFailure message={data.message} onRetry={data.retry} />}
        {data.status === 'ready' &&
          (data.data.authorizations.length === 0 ? (
            <div className={styles.empty}>
              <p>You have no prior authorizations.</p>
              <p>
                Some services need our approval before you get them. Your doctor asks for it, and the request shows here as soon as we
                receive it.
              </p>
            </div>
          ) : (
            <>
              <p>
                {data.data.total} {data.data.total === 1 ? 'authorization' : 'authorizations'}, newest first.
              </p>
              <CardGrid list minColumnWidth="single">
                {data.data.authorizations.map((authorization) => (
                  <AuthorizationCard key={authorization.authId} authorization={authorization} />
                ))}
              </CardGrid>
              <Pagination page={data.data.page} totalPages={data.data.totalPages} label="Authorization pages" onPage={setPage} />
            </>
          ))}
      </section>
      {listAnswered && <StatusLegend />}
    </>
  );
}

export default function AuthorizationsPage() {
  const greeting = useMemberGreeting();
  const plan = useSession((state) => state.selectedPlan);
  return (
    <PageFrame
      width="medium"
      title="Prior authorizations"
      lead="Some services, such as hospital stays, surgery and advanced imaging, need our approval before you get them. Your doctor asks us for it. Here you can follow each request and see what we decided."
      greeting={greeting}
    >
      {plan && <AuthorizationList key={plan.memberId} memberId={plan.memberId} isPolicyHolder={plan.isPolicyHolder} />}
    </PageFrame>
  );
}
