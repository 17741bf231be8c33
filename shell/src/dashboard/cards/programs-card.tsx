import { DashboardCard } from '../dashboard-card';

/** Health and wellness programs the plan offers (the programs remote shows each one). */
export function ProgramsCard({ count }: { count: number }) {
  return (
    <DashboardCard title="Programs" link={{ to: '/programs', label: 'Explore your programs' }}>
      <p>Your plan includes {count === 1 ? '1 health and wellness program' : `${count} health and wellness programs`}, at no extra cost to you.</p>
    </DashboardCard>
  );
}
