// The find-care options of the member's plan (members/{memberId}/find-care). Each option says how it
// opens: a portal route, a partner single sign-on, or an external link. The page shows a failure in
// place (errors: 'caller').
import { callApi, memberCall, type CallAnswer } from '@portal/api-client';

const findCareCall = memberCall('GET', 'members/{memberId}/find-care', 'BP-NFA-100', { errors: 'caller' });

export type FindCare = CallAnswer<typeof findCareCall>;
export type FindCareOption = FindCare['options'][number];

export const findCareData = {
  options: (memberId: string, signal: AbortSignal) => callApi(findCareCall, { params: { memberId }, signal }),
};

export type OptionAction =
  { kind: 'route'; to: string } | { kind: 'sso'; key: string } | { kind: 'external'; href: string } | { kind: 'none' };

/**
 * How an option opens. A portal route is offered only when the plan may open it (otherwise the member
 * would land on not-found); an external link only when it is http(s). Only its launch is read: an
 * option without one opens nothing.
 */
export function optionAction(
  option: Pick<FindCareOption, 'type' | 'displayText'> & Partial<Pick<FindCareOption, 'launch'>>,
  routeAllowed: (path: string) => boolean,
): OptionAction {
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
