// Settings, Profile (/settings/profile): display name, email, mobile phone and the mailing address.
// Each part loads and saves on its own, so one failure leaves the others working.
import '../app-name';
import { useState } from 'react';
import { Navigate } from '@portal/routing';
import { useApiData } from '@portal/api-client/use-api-data';
import { sessionStore } from '@portal/session';
import { LoadingStatus } from '@portal/ui';
import { Loaded } from '../common/loaded';
import { PageSection } from '../common/page-section';
import { useSelectedPlan, useUserId } from '../common/current-member';
import { SettingsLayout } from '../settings-tabs/settings-layout';
import { AddressSection } from './address/address-section';
import { DisplayNameForm } from './display-name-form';
import { EmailForm } from './email-form';
import { MobilePhoneForm } from './mobile-phone-form';
import { loadProfile } from './api';

function ProfileForms({ userId }: { userId: string }) {
  const profile = useApiData((signal) => loadProfile(userId, signal), `profile:${userId}`);
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
  // Decided once, on arrival: a member coming back from the terms of use returns to About (SPEC
  // section 3, backToAboutTab). About clears the mark.
  const [backToAbout] = useState(() => sessionStore.getState().settings.backToAboutTab === true);
  if (backToAbout) return <Navigate to="/settings/about" replace />;
  return (
    <SettingsLayout>
      {userId ? <ProfileForms userId={userId} /> : <LoadingStatus>Loading your profile…</LoadingStatus>}
      <PageSection title="Mailing address">
        {plan ? (
          <AddressSection memberId={plan.memberId} ssoType={plan.ssoType ?? null} />
        ) : (
          <LoadingStatus>Loading your address…</LoadingStatus>
        )}
      </PageSection>
    </SettingsLayout>
  );
}
