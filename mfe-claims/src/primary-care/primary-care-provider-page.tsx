// /primary-care-provider: the member's current primary care provider (or the prompt to choose one),
// a search of in-network primary care providers, the change with a confirmation step, and the
// confirmation of the new provider and the date it starts.
import '../app-name';
import { useEffect, useRef, useState } from 'react';
import { useAnsweredOnce, useApiData, type ApiData } from '@portal/api-client/use-api-data';
import { Notice, Section } from '@portal/ui';
import { formatDate } from '@portal/ui/dates/display';
import { MemberPageFrame } from '../page/member-page-frame';
import { ConfirmPcpDialog } from './confirm-pcp-dialog';
import { CurrentPcp } from './current-pcp';
import { pcpData, type PrimaryCareProvider, type Provider, type ProviderPage, type ProviderSearch } from './api';
import { ProviderResults } from './provider-results';
import { ProviderSearchForm } from './provider-search-form';
import styles from './primary-care.module.css';

const noSearch = 'no-search';

function useProviderSearch(search: ProviderSearch | null, page: number, searchCount: number): ApiData<ProviderPage> | null {
  const data = useApiData<ProviderPage | null>(
    (signal) => (search ? pcpData.search(search, page, signal) : Promise.resolve(null)),
    search ? `providers:${searchCount}:${page}` : noSearch,
  );
  if (!search) return null;
  if (data.status === 'loading') return { status: 'loading' };
  if (data.status === 'failed') return { status: 'failed', message: data.message, retry: data.retry };
  return data.data ? { status: 'ready', data: data.data } : { status: 'loading' };
}

function PrimaryCare({ memberId }: { memberId: string }) {
  const loaded = useApiData((signal) => pcpData.current(memberId, signal), `pcp:${memberId}`);
  const [changed, setChanged] = useState<PrimaryCareProvider | null>(null);
  const [choosing, setChoosing] = useState<Provider | null>(null);
  const [search, setSearch] = useState<{ criteria: ProviderSearch; page: number; count: number } | null>(null);
  const results = useProviderSearch(search?.criteria ?? null, search?.page ?? 1, search?.count ?? 0);
  const confirmation = useRef<HTMLDivElement>(null);

  const current: ApiData<PrimaryCareProvider> = changed ? { status: 'ready', data: changed } : loaded;
  const currentProvider = current.status === 'ready' ? current.data.provider : null;
  const currentAnswered = useAnsweredOnce(current);

  // After the dialog has closed and handed focus back, move it to the confirmation.
  useEffect(() => {
    if (!changed) return;
    const timer = window.setTimeout(() => confirmation.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [changed]);

  return (
    <>
      <Notice
        ref={confirmation}
        role="status"
        tabIndex={-1}
        title={changed?.provider ? 'Your primary care provider is changed.' : undefined}
      >
        {changed?.provider && (
          <p>
            {changed.provider.name} will be your primary care provider
            {changed.effectiveDate ? ` starting ${formatDate(changed.effectiveDate)}` : ''}.
          </p>
        )}
      </Notice>
      <CurrentPcp data={current} />
      {/* The search waits for the current provider's answer: shown at once, it would be pushed down when
          the provider's card arrives, and its heading depends on whether the member has one. */}
      {currentAnswered && (
        <>
          <Section
            heading={currentProvider ? 'Change your primary care provider' : 'Find a primary care provider'}
            headingId="pcp-search-heading"
          >
            <ProviderSearchForm
              onSearch={(criteria) => setSearch((previous) => ({ criteria, page: 1, count: (previous?.count ?? 0) + 1 }))}
            />
          </Section>
          <ProviderResults
            data={results}
            currentProviderId={currentProvider?.providerId ?? null}
            onChoose={setChoosing}
            onPage={(page) => setSearch((previous) => previous && { ...previous, page })}
          />
        </>
      )}
      {choosing && (
        <ConfirmPcpDialog
          memberId={memberId}
          provider={choosing}
          currentName={currentProvider?.name ?? null}
          onCancel={() => setChoosing(null)}
          onChanged={(pcp) => {
            setChoosing(null);
            setChanged(pcp);
          }}
        />
      )}
    </>
  );
}

export default function PrimaryCareProviderPage() {
  return (
    <MemberPageFrame
      className={styles.page}
      title="Primary care provider"
      lead="Your primary care provider is the doctor you see first for checkups, everyday care and referrals to specialists."
      memberPart={(memberId) => <PrimaryCare memberId={memberId} />}
    ></MemberPageFrame>
  );
}
