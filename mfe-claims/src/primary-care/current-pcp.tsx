import type { MouseEvent } from 'react';
import { Card, LoadFailure, PhoneLink, LoadingStatus, Section } from '@portal/ui';
import { formatDate, insurerToday, isAfterDay, type DayInput } from '@portal/ui/dates/days';
import type { ApiData } from '@portal/api-client/use-api-data';
import type { PrimaryCareProvider, Provider } from './api';
import styles from './primary-care.module.css';

/** The first field of the provider search (form id "pcp-search"). */
export const searchFieldId = 'pcp-search-name';

// Moves focus to the search itself: a bare fragment link would only scroll, and would count as a
// navigation for the router.
function focusSearch(event: MouseEvent<HTMLAnchorElement>) {
  const field = document.getElementById(searchFieldId);
  if (!field) return;
  event.preventDefault();
  field.scrollIntoView?.({ block: 'center' });
  field.focus({ preventScroll: true });
}

export function providerAddress(provider: Provider): string {
  return `${provider.address1}, ${provider.city}, ${provider.stateCode} ${provider.zip}`;
}

/**
 * Whether a PCP change has not started yet (it starts on the first of next month): its day is after
 * today in the insurer's time zone (a Date counts as its day in Chicago).
 */
export function startsLater(effectiveDate: string | null, today: DayInput): boolean {
  return isAfterDay(effectiveDate, today);
}

function ProviderCard({ pcp }: { pcp: PrimaryCareProvider & { provider: Provider } }) {
  const { provider } = pcp;
  return (
    <Card as="div" tone="highlight">
      <p className={styles.providerName}>{provider.name}</p>
      <p>{provider.specialty}</p>
      <p>{providerAddress(provider)}</p>
      <p>
        Phone: <PhoneLink phone={provider.phone} />
      </p>
      {pcp.effectiveDate && (
        <p>
          {startsLater(pcp.effectiveDate, insurerToday())
            ? `Starts ${formatDate(pcp.effectiveDate)}`
            : `Since ${formatDate(pcp.effectiveDate)}`}
        </p>
      )}
    </Card>
  );
}

/** The member's primary care provider, or the prompt to choose one. */
export function CurrentPcp({ data }: { data: ApiData<PrimaryCareProvider> }) {
  return (
    <Section heading="Your primary care provider">
      {data.status === 'loading' && <LoadingStatus>Loading your primary care provider…</LoadingStatus>}
      {data.status === 'failed' && <LoadFailure message={data.message} onRetry={data.retry} />}
      {data.status === 'ready' &&
        (data.data.provider ? (
          <ProviderCard pcp={{ ...data.data, provider: data.data.provider }} />
        ) : (
          <Card as="div" tone="highlight">
            <p className={styles.providerName}>You haven&apos;t chosen a primary care provider yet.</p>
            <p>
              A primary care provider knows your health history, helps you stay well and refers you to specialists when you need one.{' '}
              <a href={`#${searchFieldId}`} onClick={focusSearch}>
                Search for a doctor below
              </a>{' '}
              and choose one.
            </p>
          </Card>
        ))}
    </Section>
  );
}
