import type { SelectedPlan } from '@portal/contracts/domain';
import { greetingFor } from '../src/layout/greeting';
import { showSwitchPlans } from '../src/layout/switch-plans-visibility';

const at = (hours: number, minutes = 0) => new Date(2026, 10, 22, hours, minutes);
const plan = {} as SelectedPlan;

describe('greeting (docs/product/session.md#session-token-exchange)', () => {
  it('is Good Morning before 12:00, Good Afternoon before 17:00, else Good Evening', () => {
    expect(greetingFor(at(0))).toBe('Good Morning');
    expect(greetingFor(at(11, 59))).toBe('Good Morning');
    expect(greetingFor(at(12))).toBe('Good Afternoon');
    expect(greetingFor(at(16, 59))).toBe('Good Afternoon');
    expect(greetingFor(at(17))).toBe('Good Evening');
    expect(greetingFor(at(23, 59))).toBe('Good Evening');
  });
});

describe('Switch Plans visibility (docs/product/roles-and-rights.md#rights-menu-visibility)', () => {
  it('is hidden only when the lists have loaded with exactly one active plan and no inactive one', () => {
    expect(showSwitchPlans({ loaded: true, active: [plan], inactive: [] })).toBe(false);
    expect(showSwitchPlans({ loaded: true, active: [plan, plan], inactive: [] })).toBe(true);
    expect(showSwitchPlans({ loaded: true, active: [plan], inactive: [plan] })).toBe(true);
    expect(showSwitchPlans({ loaded: false, active: [], inactive: [] })).toBe(true);
  });
});
