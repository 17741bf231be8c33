import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { launchPartnerSso } from '@portal/api-client/partner-handoff';
import type { SelectedPlan } from '@portal/contracts/domain';
import { contentBypassStorageKey } from '../src/content/content-options';
import { avaPlan, renderProgramsAt } from './program-pages-setup';

// The partner handoff itself (window, sso call, form post) is tested in @portal/api-client.
jest.mock('@portal/api-client/partner-handoff', () => ({
  ...jest.requireActual('@portal/api-client/partner-handoff'),
  launchPartnerSso: jest.fn(),
}));
const launch = jest.mocked(launchPartnerSso);

beforeEach(() => {
  launch.mockReset();
  launch.mockResolvedValue('opened');
  localStorage.clear();
});

const card = (title: string) => screen.getByRole('article', { name: title });

describe('/programs', () => {
  it('lists the member’s programs in their plan variant, with one h1 and the dated intro', () => {
    renderProgramsAt('/programs');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Programs']);
    expect(screen.getByText(/These programs come with your plan at no extra cost/)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your programs' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Virtual Care',
      'Maternity and Family Support',
      'Behavioral Health Support',
      'Diabetes Prevention Program',
      'Care Navigation',
      'Member Discounts',
      'Digestive Health Program',
      'Payment Account',
    ]);
    // ava's individual plan sees the FI variant of the payment account.
    expect(card('Payment Account')).toHaveTextContent('Pay medical bills over time with no interest.');
    expect(within(card('Virtual Care')).getByRole('link', { name: 'More about Virtual Care' })).toHaveAttribute(
      'href',
      '/programs/virtual_ABCBS',
    );
    expect(
      within(card('Diabetes Prevention Program')).getByRole('button', { name: 'See if you qualify (opens another website)' }),
    ).toBeInTheDocument();
  });

  it('shows Medicare supplemental programs to a Medicare Advantage member', () => {
    renderProgramsAt('/programs', {
      plan: { ...avaPlan, tier1: 'OCTAVE', planKind: 'medicare' } as SelectedPlan,
      programIds: ['MAsupp_dental', 'MAsupp_meals', 'MAsupp_otc', 'MAsupp_fitness'],
    });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Dental Coverage',
      'Meals After a Hospital Stay',
      'Over-the-Counter Allowance',
      'Fitness Membership',
    ]);
    expect(card('Dental Coverage')).toHaveTextContent('up to $3,500 annually');
  });

  it('shows the employee assistance program to an employee-plan member', () => {
    renderProgramsAt('/programs', {
      plan: { ...avaPlan, planKind: 'employee' } as SelectedPlan,
      programIds: ['bhealth_eap_emp', 'virtual_emp'],
    });
    expect(card('Employee Assistance Program')).toHaveTextContent('free and confidential for Arkansas Blue Cross employees');
    expect(within(card('Virtual Care')).getByRole('link', { name: 'More about Virtual Care' })).toHaveAttribute(
      'href',
      '/programs/virtual_emp',
    );
  });

  it('leaves out expired and unknown programs, and helps when nothing is left', () => {
    renderProgramsAt('/programs', { programIds: ['wellness_flushot_2024', 'no_such_program'] });
    expect(screen.queryByRole('list', { name: 'Your programs' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'There are no programs to show right now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'send us a message' })).toHaveAttribute('href', '/contact-us');
  });

  it('shows the content ids in use instead of copy when a content author turns on the bypass', () => {
    localStorage.setItem(contentBypassStorageKey, 'true');
    renderProgramsAt('/programs', { programIds: ['virtual_ABCBS', 'no_such_program'] });
    // ava's plan variant of virtual_ABCBS is virtual_FI: the id of the copy she would see.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['virtual_FI', 'no_such_program']);
  });

  it('asks before leaving the site, and Continue launches the partner single sign-on', async () => {
    const user = userEvent.setup();
    renderProgramsAt('/programs');
    await user.click(within(card('Virtual Care')).getByRole('button', { name: 'Start a virtual visit' }));
    const dialog = screen.getByRole('dialog', { name: 'You are leaving our website' });
    expect(dialog).toHaveTextContent('Virtual Care opens in a new tab.');
    await user.click(within(dialog).getByRole('button', { name: 'Go Back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(launch).not.toHaveBeenCalled();

    await user.click(within(card('Virtual Care')).getByRole('button', { name: 'Start a virtual visit' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Continue' }));
    expect(launch).toHaveBeenCalledWith('virtualcare');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await within(card('Virtual Care')).findByRole('status')).toHaveTextContent('Virtual Care opened in a new tab.');
  });

  it('offers an outside site as a link that opens in a new tab', async () => {
    const user = userEvent.setup();
    renderProgramsAt('/programs');
    await user.click(within(card('Diabetes Prevention Program')).getByRole('button', { name: /See if you qualify/ }));
    const link = within(screen.getByRole('dialog')).getByRole('link', { name: 'Continue (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://diabetes-prevention.example.com/arkansas-blue-cross');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  describe('the exit modal of the discount program', () => {
    async function openExitModal() {
      const user = userEvent.setup();
      renderProgramsAt('/programs');
      await user.click(within(card('Member Discounts')).getByRole('button', { name: 'Register for member discounts' }));
      return { user, dialog: screen.getByRole('dialog', { name: 'Authorization to share your information' }) };
    }

    it('shows the authorization, two required boxes, Go Back, Print and a disabled Register', async () => {
      const { dialog } = await openExitModal();
      expect(dialog).toHaveTextContent('This authorization expires one year after you are no longer enrolled in your health plan.');
      const boxes = within(dialog).getAllByRole('checkbox');
      expect(boxes).toHaveLength(2);
      for (const box of boxes) {
        expect(box).not.toBeChecked();
        expect(box).toHaveAttribute('aria-required', 'true');
      }
      expect(
        within(dialog).getByRole('checkbox', { name: /I authorize Arkansas Blue Cross and Blue Shield to share my information/ }),
      ).toBeInTheDocument();
      expect(within(dialog).getByRole('checkbox', { name: /terms of use and privacy policy\. \(required\)$/ })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Go Back' })).toBeEnabled();
      expect(within(dialog).getByRole('button', { name: 'Print' })).toBeEnabled();
      expect(within(dialog).getByRole('button', { name: 'Register' })).toBeDisabled();
      expect(within(dialog).getByRole('button', { name: 'Register' })).toHaveAccessibleDescription('Tick both boxes above to register.');
    });

    it('keeps Register disabled until both boxes are ticked, then confirms and continues to the partner', async () => {
      const { user, dialog } = await openExitModal();
      const register = within(dialog).getByRole('button', { name: 'Register' });
      await user.click(within(dialog).getByRole('checkbox', { name: /I authorize/ }));
      expect(register).toBeDisabled();
      await user.click(register);
      expect(launch).not.toHaveBeenCalled();
      await user.click(within(dialog).getByRole('checkbox', { name: /I authorize/ }));
      await user.click(within(dialog).getByRole('checkbox', { name: /terms of use/ }));
      expect(register).toBeDisabled();
      await user.click(within(dialog).getByRole('checkbox', { name: /I authorize/ }));
      expect(register).toBeEnabled();
      await user.click(register);
      expect(launch).toHaveBeenCalledWith('discounts');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(await within(card('Member Discounts')).findByRole('status')).toHaveTextContent(
        /^Thank you\. Your authorization was confirmed on \d{2}\/\d{2}\/\d{4}\. Member Discounts opened in a new tab\.$/,
      );
    });

    it('Go Back closes it without launching, and the boxes start unticked next time', async () => {
      const { user, dialog } = await openExitModal();
      await user.click(within(dialog).getByRole('checkbox', { name: /I authorize/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Go Back' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(launch).not.toHaveBeenCalled();
      await user.click(within(card('Member Discounts')).getByRole('button', { name: 'Register for member discounts' }));
      expect(within(screen.getByRole('dialog')).getByRole('checkbox', { name: /I authorize/ })).not.toBeChecked();
    });

    it('prints the authorization alone: the page is marked for printing until the browser has printed', async () => {
      const markedWhilePrinting: boolean[] = [];
      const print = jest.spyOn(window, 'print').mockImplementation(() => {
        markedWhilePrinting.push(document.documentElement.classList.contains('printingAuthorization'));
      });
      const { user, dialog } = await openExitModal();
      await user.click(within(dialog).getByRole('button', { name: 'Print' }));
      expect(markedWhilePrinting).toEqual([true]);
      window.dispatchEvent(new Event('afterprint'));
      expect(document.documentElement).not.toHaveClass('printingAuthorization');
      print.mockRestore();
    });
  });
});
