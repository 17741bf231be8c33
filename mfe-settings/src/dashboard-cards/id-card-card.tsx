// The dashboard's ID card card (declared in src/remote-manifest.ts; the shell draws its frame).
import { DashboardCardData, useApiData } from '@portal/api-client/use-api-data';
import type { DashboardCardBodyProps } from '@portal/contracts/remote-page';
import { useSelectedMemberId } from '@portal/session';
import { DataList, formatPersonName } from '@portal/ui';
import { formatDate } from '@portal/ui/dates/display';
import '../app-name';
import { loadIdCards } from '../id-card/api';

/** The member's own ID card at a glance; ordering, email and fax live on the ID card page. */
export default function IdCardCard(props: DashboardCardBodyProps) {
  const memberId = useSelectedMemberId();
  const data = useApiData((signal) => loadIdCards(memberId, signal), `id-cards:${memberId}`);
  return (
    <DashboardCardData data={data} {...props}>
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
    </DashboardCardData>
  );
}
