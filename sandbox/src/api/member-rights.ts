import type { Rights } from '../seed/rights.ts';
import type { MemberRow } from './access.ts';
import { forbidden } from './errors.ts';

/** The plan's rights (menu flags) stored on the member's row. */
export function rightsOf(member: MemberRow): Rights {
  return member.rights as unknown as Rights;
}

/** A feature the plan does not have is refused with 403 BP-NFA-403, naming the feature. */
export function requireRight(_member: MemberRow, allowed: boolean, feature: string): void {
  if (!allowed) throw forbidden('BP-NFA-403', `${feature} is not available for this plan.`);
}
