// Settings, Profile (/settings/profile): display name, email, mobile phone and the mailing address.
// Each part loads and saves on its own, so one failure leaves the others working.
import '../app-name';
import { useState } from 'react';
import { Navigate } from '@portal/routing';
import { useAnsweredOnce, useApiData, type ApiData } from '@portal/api-client/use-api-data';
import type { SelectedPlan } from '@portal/contracts/domain';
import { sessionStore } from '@portal/session';
import { LoadingStatus } from '@portal/ui';
import { Loaded } from '../common/loaded';
import { PageSection } from '../common/page-section';
import { useSelectedPlan, useUserId } from '../common/current-member';
import { SettingsLayout } from '../settings-tabs/settings-layout';
import { AddressSection, useAddress } from './address/address-section';
import { DisplayNameForm } from './display-name-form';
import { EmailForm } from './email-form';
import { MobilePhoneForm } from './mobile-phone-form';
import { loadProfile, type UserProfile } from './api';

function ProfileSections({ userId, plan }: { userId: string; plan: SelectedPlan }) {
  const profile = useApiData((signal) => loadProfile(userId, signal), `profile:${userId}`);
  // Loaded at once, shown once the profile has answered: shown while the profile loads, the address
  // would be pushed down the page when the three forms arrive.
  const address = useAddress(plan.memberId);
  const profileAnswered = useAnsweredOnce(profile);
  return (
    <>
      <ProfileForms userId={userId} profile={profile} />
      {profileAnswered && (
        <PageSection title="Mailing address">
          <AddressSection memberId={plan.memberId} ssoType={plan.ssoType ?? null} data={address} />
        </PageSection>
      )}
    </>
  );
}

function ProfileForms({ userId, profile }: { userId: string; profile: ApiData<UserProfile> }) {
  return (
    <Loaded data={profile} what="your profile">
      {(loaded) => (
        <>
          <PageSection title="Display name">
            <DisplayNameForm userId={userId} current={loaded.displayName} />
          </PageSection>
          <PageSection title="Email address">
            <EmailForm userId={userId} current={loaded.email} />
          </PageSection>
          <PageSection title="Mobile phone">
            <MobilePhoneForm userId={userId} current={loaded.mobilePhone} />
          </PageSection>
        </>
      )}
    </Loaded>
  );
}

export default function SettingsProfilePage() {
  const userId = useUserId();
  const plan = useSelectedPlan();
  // Decided once, on arrival: a member coming back from the terms of use returns to About
  // (backToAboutTab). About clears the mark.
  const [backToAbout] = useState(() => sessionStore.getState().settings.backToAboutTab === true);
  if (backToAbout) return <Navigate to="/settings/about" replace />;
  return (
    <SettingsLayout>
      {userId && plan ? <ProfileSections userId={userId} plan={plan} /> : <LoadingStatus>Loading your profile…</LoadingStatus>}
    </SettingsLayout>
  );
}
