// Settings, Privacy and Security (/settings/privacy-security): password, security questions, sign-in
// passcodes, family access, hiding ended dependents, other coverage, the certificate of creditable
// coverage, and deleting the account. Settings the rules exclude for this member are not shown
// (privacy-eligibility); each part loads and saves on its own.
import '../app-name';
import { useApiData } from '@portal/api-client/use-api-data';
import type { SelectedPlan } from '@portal/contracts/domain';
import { useRights } from '@portal/rights';
import { LoadingStatus } from '@portal/ui';
import { Loaded, LoadedElsewhere } from '../common/loaded';
import { PageSection } from '../common/page-section';
import { useSelectedPlan, useUserId } from '../common/current-member';
import { loadProfile } from '../profile/api';
import { SettingsLayout } from '../settings-tabs/settings-layout';
import { ChangePasswordForm } from './change-password-form';
import { CreditableCoverageSection } from './creditable-coverage-section';
import { DeleteAccountSection } from './delete-account-section';
import { FamilyAccessForm } from './family-access-form';
import { HideTermedDependentsSection } from './hide-termed-dependents-form';
import { MfaPreferenceForm } from './mfa-preference-form';
import { OtherCoverageSection } from './other-coverage-section';
import { familyAccessEntryFor, privacySettingsShown } from './privacy-eligibility';
import { SecurityQuestionsForm } from './security-questions-form';

function PrivacySections({ userId, plan }: { userId: string; plan: SelectedPlan }) {
  const rights = useRights((state) => state.rights);
  const profile = useApiData((signal) => loadProfile(userId, signal), `profile:${userId}`);
  const familyAccess = profile.status === 'ready' ? profile.data.familyAccess : [];
  const shown = privacySettingsShown(plan, rights, familyAccess);
  const familyEntry = familyAccessEntryFor(plan, familyAccess);
  return (
    <>
      <PageSection title="Password">
        <ChangePasswordForm userId={userId} />
      </PageSection>
      <PageSection title="Security questions" intro={<p>We ask these questions if you forget your password.</p>}>
        {/* The profile's one failure (with Try again) shows here; the sections below wait for it. */}
        <Loaded data={profile} what="your profile">
          {(loaded) => <SecurityQuestionsForm userId={userId} current={loaded.securityQuestions} />}
        </Loaded>
      </PageSection>
      <PageSection title="Sign-in passcode" intro={<p>Each time you sign in, we send you a one-time passcode.</p>}>
        <LoadedElsewhere data={profile} what="your profile">
          {(loaded) => (
            <MfaPreferenceForm userId={userId} current={loaded.mfaPreference} email={loaded.email} mobilePhone={loaded.mobilePhone} />
          )}
        </LoadedElsewhere>
      </PageSection>
      {shown.familyAccess && familyEntry && (
        <PageSection title="Family access">
          <FamilyAccessForm userId={userId} memberId={familyEntry.memberId} enabled={familyEntry.enabled} />
        </PageSection>
      )}
      {shown.hideTermedDependents && (
        <PageSection title="Dependents whose coverage ended">
          <HideTermedDependentsSection memberId={plan.memberId} />
        </PageSection>
      )}
      {shown.otherCoverageUpdate && (
        <PageSection title="Other coverage">
          <OtherCoverageSection />
        </PageSection>
      )}
      {shown.creditableCoverage && (
        <PageSection title="Certificate of creditable coverage">
          <LoadedElsewhere data={profile} what="your profile">
            {(loaded) => <CreditableCoverageSection plan={plan} phoneNumber={loaded.mobilePhone} />}
          </LoadedElsewhere>
        </PageSection>
      )}
      <PageSection title="Delete your account">
        <DeleteAccountSection userId={userId} />
      </PageSection>
    </>
  );
}

export default function SettingsPrivacySecurityPage() {
  const userId = useUserId();
  const plan = useSelectedPlan();
  return (
    <SettingsLayout>
      {userId && plan ? <PrivacySections userId={userId} plan={plan} /> : <LoadingStatus>Loading your settings…</LoadingStatus>}
    </SettingsLayout>
  );
}
