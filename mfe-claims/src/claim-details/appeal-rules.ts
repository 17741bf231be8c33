// Appeals: a decision within 30 days of receiving the appeal, the period the member API and the EOB
// state too.
export { appealDecisionDays } from '@portal/contracts/claim-appeals';
