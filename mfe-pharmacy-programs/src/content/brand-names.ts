// Content shared by several brands names the member's own brand (an Arkansas Blue Medicare
// member read the discount program's authorization naming Arkansas Blue Cross and Blue Shield). The
// catalogue writes {{brandName}} where the insurer is named in such content; the plan-aware lookups of
// catalogue.ts put the name of the member's brand tier in its place (@portal/ui brandOf: ABCBS for a
// missing or unknown tier, docs/product/brands.md#brands-plan-name).
import { brandOf } from '@portal/ui';

/** Stands for the name of the member's brand in catalogue text. */
export const brandNameToken = '{{brandName}}';

/** The value with every {{brandName}} in its strings replaced by the brand's name (arrays and objects too). */
export function withBrandName<T>(value: T, tier: string | null | undefined): T {
  const name = brandOf(tier).name;
  const fill = (part: unknown): unknown => {
    if (typeof part === 'string') return part.split(brandNameToken).join(name);
    if (Array.isArray(part)) return part.map(fill);
    if (part && typeof part === 'object') return Object.fromEntries(Object.entries(part).map(([key, inner]) => [key, fill(inner)]));
    return part;
  };
  return fill(value) as T;
}
