/** The twelve partner single-sign-on targets (docs/product/content-and-programs.md#programs-partners) and the external-app handoffs. */
export const PARTNERS = {
  virtualcare: 'Virtual care (24/7 video visits)',
  maternity: 'Maternity support partner',
  specialdelivery: 'Special delivery (post-discharge meals)',
  carenavigation: 'Care navigation',
  behavioral: 'Behavioral health partner',
  digestive: 'Digestive health program',
  rewards: 'Wellness rewards',
  discounts: 'Member discounts',
  dental: 'Dental benefits partner',
  helper: 'Helper service (in-home support)',
  spendingaccount: 'Spending account (payment account)',
  costsearch: 'Cost search (compare care costs)',
} as const;

export const EXTERNAL_APPS = {
  interqual: 'Medical Review Guidelines (InterQual)',
  cob: 'Coordination of Benefits',
  updatepolicy: 'Update Policy Information',
  updatepolicymetallic: 'Update Policy Information (metallic plans)',
  medicarepayment: 'Medicare premium payment',
} as const;

export type PartnerKey = keyof typeof PARTNERS;
export type ExternalAppKey = keyof typeof EXTERNAL_APPS;
export const SSO_KEYS = [...Object.keys(PARTNERS), ...Object.keys(EXTERNAL_APPS)] as (PartnerKey | ExternalAppKey)[];

export function isExternalApp(key: string): key is ExternalAppKey {
  return Object.hasOwn(EXTERNAL_APPS, key);
}

export function targetName(key: string): string | undefined {
  if (Object.hasOwn(PARTNERS, key)) return PARTNERS[key as PartnerKey];
  if (isExternalApp(key)) return EXTERNAL_APPS[key];
  return undefined;
}
