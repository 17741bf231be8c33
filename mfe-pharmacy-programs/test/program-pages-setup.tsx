// Shared set-up of the program page tests: a signed-in plan and its rights, and the pages rendered
// inside routes so that /programs/:id has its parameter.
import { act } from '@testing-library/react';
import { Route, Routes } from '@portal/routing';
import type { RightsRecord, SelectedPlan } from '@portal/contracts/domain';
import { rightsStore } from '@portal/rights';
import { renderRemotePage } from '@portal/testing/render-remote-page';
import ProgramDetailsPage from '../src/programs/program-details-page';
import ProgramsPage from '../src/programs/programs-page';

/** ava.medical's plan as the memberships response gives it: with planKind, which the variant rule reads. */
export const avaPlan: SelectedPlan & { planKind: string } = {
  username: 'ava.medical',
  companyId: '001',
  contractId: 'H10001001',
  memberId: 'H1000100101',
  memberSeqNumber: '01',
  isPolicyHolder: true,
  isActive: true,
  contractType: 'Medical',
  origEffDate: '2022-07-01',
  lobDisplayName: 'Arkansas Blue Cross and Blue Shield Individual Silver PPO',
  tier1: 'ABCBS',
  displayName: 'Ava Martinez',
  loaded: true,
  planKind: 'individual',
};

export const avaPrograms = [
  'virtual_ABCBS',
  'maternity_ABCBS',
  'bhealth_ABCBS',
  'diabetes_ABCBS',
  'navigation_ABCBS',
  'wellness_ABCBS',
  'digestive_ABCBS',
  'financial_ABCBS',
];

function Pages() {
  return (
    <Routes>
      <Route path="/programs" element={<ProgramsPage />} />
      <Route path="/programs/:id" element={<ProgramDetailsPage />} />
    </Routes>
  );
}

export function renderProgramsAt(
  path: string,
  { plan = avaPlan, programIds = avaPrograms, rights = {} }: { plan?: SelectedPlan; programIds?: string[]; rights?: RightsRecord } = {},
) {
  act(() => rightsStore.getState().setRights({ ...rights, programs: programIds.map((programId) => ({ programId })) }, []));
  return renderRemotePage(Pages, { plan, path });
}
