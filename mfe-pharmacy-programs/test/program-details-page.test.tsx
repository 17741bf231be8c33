import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { launchPartnerSso } from '@portal/api-client/partner-handoff';
import type { SelectedPlan } from '@portal/contracts/domain';
import { avaPlan, renderProgramsAt } from './program-pages-setup';

jest.mock('@portal/api-client/partner-handoff', () => ({
  ...jest.requireActual('@portal/api-client/partner-handoff'),
  launchPartnerSso: jest.fn(),
}));
const launch = jest.mocked(launchPartnerSso);

beforeEach(() => {
  launch.mockReset();
  launch.mockResolvedValue('opened');
  document.title = 'Member Portal';
});

describe('/programs/:id', () => {
  it('takes its h1 and document title from the program’s content, and shows the whole program', async () => {
    renderProgramsAt('/programs/financial_ABCBS');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Payment Account']);
    await waitFor(() => expect(document.title).toBe('Payment Account - Member Portal'));
    expect(screen.getByText(/On individual and family plans, the payment account is open from January 1, 2025/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(800) 555-0170' })).toHaveAttribute('href', 'tel:+18005550170');
    expect(screen.getByRole('link', { name: 'Back to all programs' })).toHaveAttribute('href', '/programs');
  });

  it('launches the partner after the redirect modal', async () => {
    const user = userEvent.setup();
    renderProgramsAt('/programs/maternity_ABCBS');
    await user.click(screen.getByRole('button', { name: 'Open maternity support' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(launch).toHaveBeenCalledWith('maternity');
  });

  it('shows the employee assistance program to an employee', async () => {
    renderProgramsAt('/programs/bhealth_eap_emp', {
      plan: { ...avaPlan, planKind: 'employee' } as SelectedPlan,
      programIds: ['bhealth_eap_emp'],
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Employee Assistance Program');
    expect(screen.getByText(/up to 6 confidential counseling sessions per concern/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Employee Assistance Program - Member Portal'));
  });

  it('is not found when the member does not have that program', async () => {
    renderProgramsAt('/programs/MAsupp_dental');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We can’t find that program');
    expect(screen.queryByText(/\$3,500/)).toBeNull();
    await waitFor(() => expect(document.title).toBe('We can’t find that program - Member Portal'));
  });

  it('says when a program the member has has ended', () => {
    renderProgramsAt('/programs/wellness_flushot_2024', { programIds: ['wellness_flushot_2024'] });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This program is no longer available');
    expect(screen.getByRole('link', { name: 'Back to all programs' })).toBeInTheDocument();
  });

  it('shows the id as the title of a program the catalogue does not know', () => {
    renderProgramsAt('/programs/new_program_2027', { programIds: ['new_program_2027'] });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('new_program_2027');
    expect(screen.getByText(/Details about this program aren’t available online right now/)).toBeInTheDocument();
  });
});
