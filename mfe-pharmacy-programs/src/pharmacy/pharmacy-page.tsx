// /pharmacy: pharmacy benefits and recent prescriptions, drug tiers from the coverage, the pharmacy
// partner handoff, Rx savings (when the rights have rxSavingsSolutions) and pharmacy support hours.
// Members under 17 are refused by the member API (PHA-0001) and see why instead (docs/product/roles-and-rights.md#rights-pharmacy-age).
// A member with Rx savings but not the pharmacy center reaches this page too (its menu entry shows for
// either, docs/decisions/0032-pharmacy-for-rx-savings-alone.md) and sees what they can use: Rx savings and support.
import '../app-name';
import { codedMessages } from '@portal/api-client/error-messages';
import { phoneLines } from '@portal/contracts/phone-lines';
import { useAnsweredOnce, useApiData } from '@portal/api-client/use-api-data';
import type { SelectedPlan } from '@portal/contracts/domain';
import { useRights } from '@portal/rights';
import { useMemberGreeting, useSession } from '@portal/session';
import { Callout, LoadFailure, Money, PageFrame, PhoneLink, LoadingStatus, Section } from '@portal/ui';
import { formatDate } from '@portal/ui/dates/display';
import { DataTable } from '@portal/ui/data-table';
import { contentFor } from '../content/catalogue';
import type { ContentData } from '../content/content-types';
import { useContentOptions } from '../content/content-options';
import { copyParagraphs, copyText } from '../content/page-copy';
import { HandoffButton } from '../handoff/handoff-button';
import { ProgramParagraphs } from '../programs/program-body';
import { useVariantPlan } from '../programs/use-member-programs';
import { pharmacyData, type PharmacyCenter } from './api';
import { RxTiersSection, useCoverageForTiers } from './rx-tiers-section';
import styles from './pharmacy.module.css';

function SupportSection({ phone }: { phone: string }) {
  return (
    <Section heading="Pharmacy support" className={styles.section}>
      <p>
        Questions about a prescription, a refill or your coverage? Call pharmacy support at <PhoneLink phone={phone} /> (TTY 711),{' '}
        {phoneLines.pharmacy.hours}.
      </p>
    </Section>
  );
}

function RecentFills({ center }: { center: PharmacyCenter }) {
  if (center.recentFills.length === 0) {
    return <p>You have no recent prescriptions with this plan. Prescriptions you fill at an in-network pharmacy show here.</p>;
  }
  return (
    <DataTable
      caption="Recent prescriptions"
      rows={center.recentFills}
      rowKey={(fill) => fill.claimId}
      columns={[
        { header: 'Medicine', rowHeader: true, cell: (fill) => fill.drug || 'Prescription' },
        { header: 'Filled on', cell: (fill) => formatDate(fill.filledOn) },
        { header: 'Pharmacy', cell: (fill) => fill.pharmacy },
        { header: 'You paid', numeric: true, cell: (fill) => <Money amount={fill.memberCost} /> },
      ]}
    />
  );
}

function UnderAgeNotice() {
  return (
    <Callout title="The Pharmacy Center isn’t available for your account">
      <p>{codedMessages['PHA-0001']}</p>
      <p>
        Your prescription coverage is not affected: you can still fill prescriptions at any in-network pharmacy with your member ID card. A
        parent or guardian on your plan can help with pharmacy questions, or you can call pharmacy support at{' '}
        <PhoneLink phone={phoneLines.pharmacy.phone} /> (TTY 711), {phoneLines.pharmacy.hours}.
      </p>
      <p className={styles.muted}>Reference: PHA-0001</p>
    </Callout>
  );
}

/** Rx Savings Solutions (rights rxSavingsSolutions): the partner that finds lower-cost options. */
function RxSavingsSection({ copy }: { copy: ContentData | null }) {
  const title = copyText(copy, 'rxSavingsTitle', 'Save on your prescriptions');
  const link = copyText(copy, 'rxSavingsLink', '');
  return (
    <Section heading={title} className={styles.section}>
      <ProgramParagraphs paragraphs={copyParagraphs(copy, 'rxSavingsText')} />
      {link && (
        <HandoffButton
          label={copyText(copy, 'rxSavingsButton', 'See your savings')}
          destination="Rx Savings Solutions"
          action={{ kind: 'external', href: link }}
          variant="secondary"
        />
      )}
    </Section>
  );
}

/** Rx savings without the pharmacy center: no prescriptions, drug tiers or pharmacy finder to show. */
function RxSavingsPage() {
  const greeting = useMemberGreeting();
  const copy = contentFor('pharmacy_center', useVariantPlan(), useContentOptions());
  return (
    <PageFrame width="medium" title="Pharmacy" greeting={greeting}>
      <RxSavingsSection copy={copy} />
      <Section heading="Your drug list" className={styles.section}>
        <ProgramParagraphs paragraphs={copyParagraphs(copy, 'formulary')} />
      </Section>
      <SupportSection phone={phoneLines.pharmacy.phone} />
    </PageFrame>
  );
}

function PharmacyCenterPage({ plan }: { plan: SelectedPlan }) {
  const greeting = useMemberGreeting();
  const options = useContentOptions();
  const copy = contentFor('pharmacy_center', useVariantPlan(), options);
  const rxSavings = useRights((state) => state.rights?.rxSavingsSolutions === true);
  const center = useApiData((signal) => pharmacyData.center(plan.memberId, signal), `pharmacy:${plan.memberId}`);
  const tiers = useCoverageForTiers(plan);
  // The sections below the prescriptions wait for them and the drug tiers to answer: shown at once,
  // they would be pushed down the page when the tables arrive.
  const centerAnswered = useAnsweredOnce(center);
  const tiersAnswered = useAnsweredOnce(tiers);
  const tablesAnswered = centerAnswered && tiersAnswered;

  if (center.status === 'ready' && center.data.blocked) {
    return (
      <PageFrame width="medium" title="Pharmacy" greeting={greeting}>
        <UnderAgeNotice />
      </PageFrame>
    );
  }

  const ready = center.status === 'ready' && !center.data.blocked ? center.data.center : null;
  const partnerTitle = copyText(copy, 'partnerTitle', 'Find a pharmacy and compare drug prices');
  return (
    <PageFrame width="medium" title="Pharmacy" greeting={greeting}>
      <ProgramParagraphs paragraphs={copyParagraphs(copy, 'intro', { main: true })} />

      <Section heading="Your pharmacy benefits" className={styles.section}>
        <ProgramParagraphs paragraphs={copyParagraphs(copy, 'formulary')} />
        {center.status === 'loading' && <LoadingStatus>Loading your prescriptions…</LoadingStatus>}
        {center.status === 'failed' && <LoadFailure message={center.message} onRetry={center.retry} />}
        {ready && (
          <>
            <RecentFills center={ready} />
            <p>
              Mail order pharmacy: <PhoneLink phone={ready.mailOrderPhone || phoneLines.pharmacy.phone} />
            </p>
          </>
        )}
      </Section>

      {tablesAnswered && (
        <>
          <RxTiersSection plan={plan} coverage={tiers} />

          <Section heading={partnerTitle} className={styles.section}>
            <ProgramParagraphs paragraphs={copyParagraphs(copy, 'partnerText')} />
            <HandoffButton
              label={copyText(copy, 'partnerButton', 'Find a pharmacy')}
              destination={partnerTitle}
              action={{ kind: 'sso', key: 'costsearch' }}
            />
          </Section>

          {rxSavings && <RxSavingsSection copy={copy} />}

          <SupportSection phone={ready?.mailOrderPhone || phoneLines.pharmacy.phone} />
        </>
      )}
    </PageFrame>
  );
}

/** Pharmacy center: prescriptions, pharmacies and pharmacy support; or Rx savings alone. */
export default function PharmacyPage() {
  const plan = useSession((state) => state.selectedPlan);
  const hasPharmacyCenter = useRights((state) => state.rights?.pharmacyCenter === true);
  if (!plan) return <LoadingStatus>Loading your plan…</LoadingStatus>;
  return hasPharmacyCenter ? <PharmacyCenterPage plan={plan} /> : <RxSavingsPage />;
}
