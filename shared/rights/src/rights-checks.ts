// The rights rules of SPEC section 5 (route guards), in one place.
import type { RightsRecord } from '@portal/contracts/domain';

/** Whether a typed list (find-care options, page identifiers) has an entry of this type, ignoring case. */
export function hasEntryOfType(list: { type: string }[] | undefined, type: string): boolean {
  return (list ?? []).some((entry) => entry.type.toLowerCase() === type.toLowerCase());
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
