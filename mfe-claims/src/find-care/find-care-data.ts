// The find-care options of the member's plan (sandbox README: members/{memberId}/find-care). Each
// option says how it opens: a portal route, a partner single sign-on, or an external link.
import { apiRequest } from '@portal/api-client';
import { claimsCalls } from '../api-calls';

export interface FindCareOption {
  type: string;
  displayText: string;
  description?: string;
  launch?: { kind: string; target: string };
}

export interface FindCare {
  displayText?: string;
  findCare?: boolean;
  options: FindCareOption[];
}

export const findCareData = {
  options: (memberId: string, signal: AbortSignal) => apiRequest<FindCare>(claimsCalls.findCare, { params: { memberId }, signal, optOutOfErrorDialog: true }),
};

export type OptionAction =
  | { kind: 'route'; to: string }
  | { kind: 'sso'; key: string }
  | { kind: 'external'; href: string }
  | { kind: 'none' };

/**
 * How an option opens. A portal route is offered only when the plan may open it (otherwise the member
 * would land on not-found); an external link only when it is http(s).
 */
export function optionAction(option: FindCareOption, routeAllowed: (path: string) => boolean): OptionAction {
  const target = option.launch?.target?.trim() ?? '';
  switch (option.launch?.kind) {
    case 'route':
      return target.startsWith('/') && !target.startsWith('//') && routeAllowed(target) ? { kind: 'route', to: target } : { kind: 'none' };
    case 'sso':
      return target ? { kind: 'sso', key: target } : { kind: 'none' };
    case 'link':
      return /^https?:\/\//i.test(target) ? { kind: 'external', href: target } : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}
