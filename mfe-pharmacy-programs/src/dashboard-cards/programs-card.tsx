// The dashboard's Programs card (declared in src/remote-manifest.ts; the shell draws its frame).
import type { DashboardCardBodyProps } from '@portal/contracts/remote-page';
import { useRights } from '@portal/rights';
import '../app-name';

/** Health and wellness programs the plan offers (this remote's pages show each one). */
export default function ProgramsCard(_props: DashboardCardBodyProps) {
  const count = useRights((state) => state.rights?.programs?.length ?? 0);
  return (
    <p>
      Your plan includes {count === 1 ? '1 health and wellness program' : `${count} health and wellness programs`}, at no extra cost to you.
    </p>
  );
}
