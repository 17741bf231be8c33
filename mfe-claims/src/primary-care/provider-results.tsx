import { Button, Card, CardGrid, LoadFailure, PhoneLink, SlowLoadNotice } from '@portal/ui';
import type { ApiData } from '@portal/api-client/use-api-data';
import { Pagination } from '@portal/ui/pagination';
import { providerAddress } from './current-pcp';
import type { Provider, ProviderPage } from './api';
import styles from './primary-care.module.css';

function ProviderResult({
  provider,
  isCurrent,
  onChoose,
}: {
  provider: Provider;
  isCurrent: boolean;
  onChoose: (provider: Provider) => void;
}) {
  return (
    <Card as="article" headingLevel={3} title={provider.name}>
      <p>{provider.specialty}</p>
      <p>{providerAddress(provider)}</p>
      <p>
        Phone: <PhoneLink phone={provider.phone} />
      </p>
      {provider.languages.length > 0 && <p>Languages: {provider.languages.join(', ')}</p>}
      <p className={styles.accepting}>{provider.acceptingNewPatients ? 'Accepting new patients' : 'Not accepting new patients'}</p>
      {isCurrent ? (
        <p className={styles.currentMark}>This is your primary care provider.</p>
      ) : (
        provider.acceptingNewPatients && (
          <Button variant="secondary" onClick={() => onChoose(provider)}>
            Choose {provider.name}
          </Button>
        )
      )}
    </Card>
  );
}

function summary(data: ApiData<ProviderPage> | null): string {
  if (!data) return '';
  if (data.status === 'loading') return 'Searching…';
  if (data.status === 'failed') return '';
  const { total } = data.data;
  return total === 0 ? 'No doctors match your search.' : `${total} ${total === 1 ? 'doctor matches' : 'doctors match'} your search.`;
}

/** The search results with their count announced; `data` is null before the first search. */
export function ProviderResults({
  data,
  currentProviderId,
  onChoose,
  onPage,
}: {
  data: ApiData<ProviderPage> | null;
  currentProviderId: string | null;
  onChoose: (provider: Provider) => void;
  onPage: (page: number) => void;
}) {
  return (
    <section aria-labelledby="pcp-results-heading">
      <h2 id="pcp-results-heading">Search results</h2>
      {/* Always present, so the count is announced when a search ends. */}
      <p role="status">
        {summary(data)}
        {data?.status === 'loading' && <SlowLoadNotice />}
      </p>
      {!data && <p className={styles.note}>Search above to see doctors you can choose.</p>}
      {data?.status === 'failed' && <LoadFailure message={data.message} onRetry={data.retry} />}
      {data?.status === 'ready' && data.data.total === 0 && (
        <p className={styles.note}>Try a nearby city, leave the specialty empty, or include doctors who are not accepting new patients.</p>
      )}
      {data?.status === 'ready' && data.data.providers.length > 0 && (
        <>
          <CardGrid list>
            {data.data.providers.map((provider) => (
              <ProviderResult
                key={provider.providerId}
                provider={provider}
                isCurrent={provider.providerId === currentProviderId}
                onChoose={onChoose}
              />
            ))}
          </CardGrid>
          <Pagination page={data.data.page} totalPages={data.data.totalPages} label="Search result pages" onPage={onPage} />
        </>
      )}
    </section>
  );
}
