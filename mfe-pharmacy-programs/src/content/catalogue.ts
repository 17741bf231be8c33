// The content catalogue of the portal: programs and page copy, one data module per content-id prefix
// (docs/product/content-and-programs.md#content-lookup), read through the lookup rules of content-lookup.ts (docs/product/content-and-programs.md#content-lookup).
//
// PLAN-VARIANT SELECTION RULE (plan-variant.ts). Many items exist once per plan variant, named by a
// suffix: content_id = <base>_<suffix>. A member's variants, best first, come from the selected plan:
//
//   plan                                                  variants tried, in order
//   employee plan (planKind "employee"), any tier         emp, ABCBS
//   tier HA  (Health Advantage)                           HA,  ABCBS
//   tier BA  (BlueAdvantage, self-funded employer plans)  BA,  ABCBS
//   tier ABCBS (or unknown), individual plan              FI,  ABCBS   (FI: fully insured individual and family plans)
//   tier ABCBS (or unknown), employer group plan          ABB, ABCBS   (ABB: Arkansas Blue Cross business plans)
//   tier ABM or OCTAVE (Medicare), or no plan kind        ABCBS
//
// ABCBS, the default brand (docs/product/brands.md#brands-tiers), always closes the list. For an id (a program id from the
// rights, which may itself carry a suffix, e.g. bhealth_ABCBS or wellness_ABM), the base id is the id
// without a trailing variant or tier suffix (bhealth_eap_emp -> bhealth_eap; MAsupp_dental keeps its
// name). The catalogue then shows the first of: <base>_<variant> for the member's variants in order;
// the id as given; the base id. An id it does not know at all goes to the lookup unchanged, which
// returns the id (docs/product/session.md#session-first-plan). The route and the rights keep the member's own program id; only the
// copy shown follows the variant. Example: ava.medical (ABCBS, individual) has financial_ABCBS and sees
// financial_FI; gia.employee (employee plan) has bhealth_eap_emp and sees it; eve.basic (ABM) has
// wellness_ABM and sees wellness_ABCBS.
import { withBrandName } from './brand-names';
import type { ContentData, ExitModalData } from './content-types';
import { createCatalogue, lookupContent, lookupExitModal, resolveContent, type ContentResult, type LookupOptions } from './content-lookup';
import { variantContentId, type VariantPlan } from './plan-variant';
import { backandjointContent } from './data/backandjoint';
import { bhealthContent } from './data/bhealth';
import { diabetesContent } from './data/diabetes';
import { digestiveContent } from './data/digestive';
import { financialContent } from './data/financial';
import { masuppContent } from './data/masupp';
import { maternityContent } from './data/maternity';
import { navigationContent } from './data/navigation';
import { otherContent } from './data/others';
import { programTemplateContent } from './data/program-template';
import { socialcareContent } from './data/socialcare';
import { virtualContent } from './data/virtual';
import { wellnessContent } from './data/wellness';
import { wmContent } from './data/wm';

export const catalogue = createCatalogue([
  ...bhealthContent,
  ...diabetesContent,
  ...digestiveContent,
  ...maternityContent,
  ...navigationContent,
  ...wellnessContent,
  ...virtualContent,
  ...masuppContent,
  ...financialContent,
  ...wmContent,
  ...backandjointContent,
  ...socialcareContent,
  ...programTemplateContent,
  ...otherContent,
]);

// Each plan-aware lookup names the member's own brand where content shared by brands says
// {{brandName}} (brand-names.ts).

/** The member's variant of an id, then the lookup with its reason. */
export function resolveForPlan(contentId: string, plan: VariantPlan | null | undefined, options?: LookupOptions): ContentResult {
  const result = resolveContent(catalogue, variantContentId(contentId, plan, catalogue), options);
  return result.kind === 'content' ? { ...result, data: withBrandName(result.data, plan?.tier1) } : result;
}

/** docs/product/content-and-programs.md#content-lookup lookup of the member's variant: content, the id (unknown id or bypass), or null. */
export function contentFor(contentId: string, plan: VariantPlan | null | undefined, options?: LookupOptions): ContentData | null {
  return withBrandName(lookupContent(catalogue, variantContentId(contentId, plan, catalogue), options), plan?.tier1);
}

/** The exit modal of the member's variant of an id, or null. */
export function exitModalFor(contentId: string, plan: VariantPlan | null | undefined, options?: LookupOptions): ExitModalData | null {
  return withBrandName(lookupExitModal(catalogue, variantContentId(contentId, plan, catalogue), options), plan?.tier1);
}
