// A brand's mark alone, drawn in the colour of the text around it (the shell's logo beside the brand's
// short name; the ID card beside the brand's full name). Decorative: the name next to it says the brand.
import type { BrandTier } from '@portal/contracts/domain';
import { brandMarkPaths } from './brand-marks';

export function BrandMark({ tier, className }: { tier: BrandTier; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false" data-brand-mark={tier}>
      <path d={brandMarkPaths[tier]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
