// Settings, Preferences (/settings/preferences): paperless EOBs, member notifications and the annual
// benefit letter (the preferences calls of docs/product/data-and-calls.md#calls-member-api), and the notification topics.
import '../app-name';
import { useApiData } from '@portal/api-client/use-api-data';
import { LoadingStatus } from '@portal/ui';
import { Loaded } from '../common/loaded';
import { PageSection } from '../common/page-section';
import { useSelectedPlan } from '../common/current-member';
import { SettingsLayout } from '../settings-tabs/settings-layout';
import { CommunicationPreferencesForm } from './communication-preferences-form';
import { NotificationTopicsForm } from './notification-topics-form';
import { loadNotificationTopics, loadPreferences } from './api';

function PreferenceSections({ memberId }: { memberId: string }) {
  const preferences = useApiData((signal) => loadPreferences(memberId, signal), `preferences:${memberId}`);
  const topics = useApiData((signal) => loadNotificationTopics(memberId, signal), `notification-topics:${memberId}`);
  return (
    <>
      <PageSection title="Communication preferences">
        <Loaded data={preferences} what="your communication preferences">
          {(loaded) => <CommunicationPreferencesForm memberId={memberId} loaded={loaded} />}
        </Loaded>
      </PageSection>
      <PageSection title="Notification topics">
        <Loaded data={topics} what="your notification topics">
          {(loaded) => <NotificationTopicsForm memberId={memberId} loaded={loaded.topics} />}
        </Loaded>
      </PageSection>
    </>
  );
}

export default function SettingsPreferencesPage() {
  const plan = useSelectedPlan();
  return (
    <SettingsLayout>
      {plan ? <PreferenceSections memberId={plan.memberId} /> : <LoadingStatus>Loading your preferences…</LoadingStatus>}
    </SettingsLayout>
  );
}
