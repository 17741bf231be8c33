import { DataList, formatPersonName } from '@portal/ui';
import { formatDate } from '@portal/ui/dates';
import { DashboardCard } from '../dashboard-card';
import { dashboardData } from '../dashboard-data';
import { useApiData } from '@portal/api-client/use-api-data';

/** The member's own ID card at a glance; ordering, email and fax live on the ID card page. */
export function IdCardCard({ memberId }: { memberId: string }) {
  const data = useApiData((signal) => dashboardData.idCards(memberId, signal), `id-cards:${memberId}`);
  return (
    <DashboardCard title="ID card" data={data} link={{ to: '/id-card', label: 'View, order or send ID cards' }}>
      {({ cards }) => {
        const card = cards.find((candidate) => candidate.memberId === memberId) ?? cards[0];
        if (!card) return <p>Your ID card is not available yet.</p>;
        return (
          <DataList
            items={[
              ['Name', formatPersonName(card.name)],
              ['Member ID', card.memberId],
              ['Group', card.groupId],
              ['Plan', card.planName],
              ['Effective', formatDate(card.effectiveDate)],
            ]}
          />
        );
      }}
    </DashboardCard>
  );
}
