// The brands' marks are drawn from @portal/contracts/brand-marks, which the identity provider's sign-in
// pages share; the kit keeps this export for remotes built against @portal/ui 1.x.
export { brandMarkPaths } from '@portal/contracts/brand-marks';
