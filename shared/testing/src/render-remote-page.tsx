// Renders a remote's page the way the shell does: inside a router, with a signed-in session.
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@portal/routing';
import type { SelectedPlan } from '@portal/contracts/domain';
import { sessionStore } from '@portal/session';

export const testPlan = {
  memberId: 'M100',
  displayName: 'Ava Medical',
  contractType: 'Medical',
  isActive: true,
  tier1: 'ABCBS',
} as SelectedPlan;

export function renderRemotePage(Page: ComponentType, { plan = testPlan, path = '/' }: { plan?: SelectedPlan; path?: string } = {}) {
  sessionStore.getState().reset();
  sessionStore.getState().selectPlan(plan);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}
