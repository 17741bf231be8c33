// The rights rules of docs/product/routes-and-guards.md#guards-rights-key (route guards), in one place.
import type { RightsRecord } from '@portal/contracts/domain';

/** Whether a typed list (find-care options, page identifiers) has an entry of this type, ignoring case. */
export function hasEntryOfType(list: { type: string }[] | undefined, type: string): boolean {
  return (list ?? []).some((entry) => entry.type.toLowerCase() === type.toLowerCase());
}

/**
 * The pharmacy page is for the pharmacy center or Rx savings alone. docs/product/roles-and-rights.md#rights-pharmacy-age shows the Pharmacy
 * entry for pharmacyCenter or rxSavingsSolutions while section 2 guards /pharmacy with pharmacyCenter,
 * which sent a member with Rx savings alone to not-found. The route follows the menu (docs/README.md); the page shows such a member what they can use.
 */
function pharmacyPageAllowed(rights: RightsRecord): boolean {
  return rights.pharmacyCenter === true || rights.rxSavingsSolutions === true;
}

/** Whether the rights allow a route guarded by `rightsKey`. */
export function rightsAllow(rightsKey: keyof RightsRecord, rights: RightsRecord | null): boolean {
  if (!rights) return false;
  switch (rightsKey) {
    case 'programs':
      return (rights.programs ?? []).length > 0;
    case 'payment':
      return rights.payBill === true || hasEntryOfType(rights.pageIdentifiers, 'medicarePayment');
    case 'embold':
      return hasEntryOfType(rights.findCareAndCostOptions, 'embold');
    case 'pharmacyCenter':
      return pharmacyPageAllowed(rights);
    case 'findCareAndCostOptions':
      return (rights.findCareAndCostOptions ?? []).length > 0 || rights.findCare === true;
    default: {
      const value = rights[rightsKey];
      return Array.isArray(value) ? value.length > 0 : Boolean(value);
    }
  }
}

/** `/programs/:id` needs a program with that id. */
export function hasProgram(rights: RightsRecord | null, programId: string): boolean {
  return (rights?.programs ?? []).some((program) => program.programId === programId);
}
