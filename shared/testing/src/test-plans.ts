// The seeded persona ava.medical's selected plan (sandbox/README.md#personas), as the remotes' tests sign her in.
import type { SelectedPlan } from '@portal/contracts/domain';

export const avaTestPlan = {
  username: 'ava.medical',
  companyId: '001',
  contractId: 'H10001001',
  memberId: 'H1000100101',
  displayName: 'Ava Medical',
  contractType: 'Medical',
  isActive: true,
  isPolicyHolder: true,
  tier1: 'ABCBS',
  lobDisplayName: 'Blue Select',
} as SelectedPlan;
