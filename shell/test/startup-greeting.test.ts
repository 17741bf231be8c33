import { sessionKeys } from '@portal/session/session-storage-keys';
import { planLead } from '../src/dashboard/plan-lead';
import { keptPlanForGreeting, renderStartupGreeting } from '../src/startup/startup-greeting';

const plan = {
  displayName: 'AVA MARTINEZ',
  memberId: 'H1000100101',
  contractType: 'Medical',
  lobDisplayName: 'Arkansas Blue Cross and Blue Shield Individual Silver PPO',
};

function keep(value: unknown, { signedIn = true } = {}) {
  sessionStorage.clear();
  if (signedIn) sessionStorage.setItem(sessionKeys.accessToken, 'token');
  sessionStorage.setItem(sessionKeys.selectedPlan, typeof value === 'string' ? value : JSON.stringify(value));
}

describe('the start-up greeting (painted before the portal’s code runs)', () => {
  afterEach(() => sessionStorage.clear());

  it('greets a signed-in member on their kept plan’s dashboard only', () => {
    keep(plan);
    expect(keptPlanForGreeting('/medical/dashboard')?.memberId).toBe('H1000100101');
    expect(keptPlanForGreeting('/medical/dashboard/')?.memberId).toBe('H1000100101');
    expect(keptPlanForGreeting('/dental/dashboard')).toBeNull();
    expect(keptPlanForGreeting('/claims')).toBeNull();
  });

  it('stays out of the way without a session, a plan, or with a damaged one', () => {
    keep(plan, { signedIn: false });
    expect(keptPlanForGreeting('/medical/dashboard')).toBeNull();
    keep('{not json');
    expect(keptPlanForGreeting('/medical/dashboard')).toBeNull();
    keep({ ...plan, memberId: undefined });
    expect(keptPlanForGreeting('/medical/dashboard')).toBeNull();
  });

  it('puts the dashboard’s own words, as text, in place of the starting message', () => {
    document.body.innerHTML = '<p id="portal-starting">Loading the Member Portal…</p><div id="root"></div>';
    renderStartupGreeting(document, { ...plan, displayName: '<img src=x onerror=alert(1)> ava' } as never);
    const frame = document.getElementById('portal-starting');
    expect(frame?.tagName).toBe('DIV');
    expect(frame?.querySelectorAll('p')[0]?.textContent).toBe('Welcome, <img Src=x Onerror=alert(1)> Ava');
    expect(frame?.querySelector('img')).toBeNull();
    expect(frame?.querySelectorAll('p')[1]?.textContent).toBe(planLead(plan as never));
    expect(document.body.textContent).not.toContain('Loading the Member Portal…');
  });

  it('title-cases the name as the dashboard does', () => {
    document.body.innerHTML = '<p id="portal-starting">Loading the Member Portal…</p>';
    renderStartupGreeting(document, plan as never);
    expect(document.getElementById('portal-starting')?.textContent).toContain('Welcome, Ava Martinez');
  });
});
