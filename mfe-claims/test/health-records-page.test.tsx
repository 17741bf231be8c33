import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Page from '../src/health-records/health-records-page';
import type { AccessibleMember } from '@portal/contracts/domain';
import { api, failure, json, noahPlan, renderCarePage, requestedUrls, signIn, startCareApi, stopCareApi } from './support/care-api';

/** Ava's family roster, with what the access policy lets her read: Mia's record (15), not Noah's (19, private to him). */
const avaFamily: AccessibleMember[] = [
  { memberId: 'H1000100101', firstName: 'Ava', lastName: 'Medical', access: { healthRecord: true } },
  { memberId: 'H1000100102', firstName: 'Noah', lastName: 'Medical', access: { healthRecord: false } },
  { memberId: 'H1000100103', firstName: 'Mia', lastName: 'Medical', access: { healthRecord: true, messages: true } },
];

const record = (memberId: string, name: string, extra: Record<string, unknown> = {}) => ({
  memberId,
  name,
  birthDate: '1985-03-02',
  conditions: [{ name: 'Hyperlipidemia', onset: '2023-09-15', status: 'active' }],
  medications: [{ name: 'Atorvastatin 20 mg', directions: 'Once daily', lastFilled: '2026-10-20' }],
  allergies: [{ substance: 'Penicillin', reaction: 'Hives', severity: 'moderate' }],
  immunizations: [{ vaccine: 'Influenza, seasonal', date: '2026-09-30' }],
  visits: [{ date: '2026-08-14', provider: 'Dr. Hannah Reyes, MD', reason: 'Office visit' }],
  ...extra,
});

beforeAll(startCareApi);
afterAll(stopCareApi);
beforeEach(() => {
  signIn({ family: avaFamily });
  api.respond = (request) => {
    if (request.url.includes('H1000100103')) return json(record('H1000100103', 'MIA MEDICAL', { conditions: [], allergies: [] }));
    return json(record('H1000100101', 'Ava Medical'));
  };
});

describe('Personal Health Record page', () => {
  it('shows the member’s own record, each part with its entries', async () => {
    renderCarePage(Page);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Personal health record');
    const ownRecord = await screen.findByRole('region', { name: 'Your health record' });
    expect(await within(ownRecord).findByRole('region', { name: 'Conditions' })).toHaveTextContent(
      'Hyperlipidemia · since 09/15/2023 · active',
    );
    expect(within(ownRecord).getByRole('region', { name: 'Medications' })).toHaveTextContent(
      'Atorvastatin 20 mg · Once daily · last filled 10/20/2026',
    );
    expect(within(ownRecord).getByRole('region', { name: 'Allergies' })).toHaveTextContent('Penicillin · Hives · moderate');
    expect(within(ownRecord).getByRole('region', { name: 'Immunizations' })).toHaveTextContent('Influenza, seasonal · 09/30/2026');
    expect(within(ownRecord).getByRole('region', { name: 'Recent visits' })).toHaveTextContent(
      '08/14/2026 · Dr. Hannah Reyes, MD · Office visit',
    );
  });

  it('lets the policyholder open the records the access policy allows (dependents under 18), and says adults keep theirs private', async () => {
    const user = userEvent.setup();
    renderCarePage(Page);
    const picker = await screen.findByRole('combobox', { name: 'Whose health record' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ava Medical (you)', 'Mia Medical']);
    // The adults are named from the family roster, which loads on its own.
    expect(await screen.findByText(/Family members aged 18 or older keep their health records private/)).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Conditions' });

    await user.selectOptions(picker, 'Mia Medical');
    const miaRecord = await screen.findByRole('region', { name: 'Mia Medical’s health record' });
    expect(within(miaRecord).getByRole('region', { name: 'Conditions' })).toHaveTextContent('No conditions on record.');
    expect(within(miaRecord).getByRole('region', { name: 'Allergies' })).toHaveTextContent('No allergies on record.');
    expect(requestedUrls()).toContain('members/H1000100103/health-record');
    expect(requestedUrls()).not.toContain('members/H1000100102/health-record');
    expect(requestedUrls().some((url) => url.startsWith('/fhir/'))).toBe(false);
  });

  it('shows a member who is not the policyholder only their own record, without searching the family', async () => {
    signIn({ plan: noahPlan });
    renderCarePage(Page);
    await screen.findByRole('region', { name: 'Conditions' });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(requestedUrls()).toEqual(['members/H1000100102/health-record']);
  });

  it('shows a failed record in place with Try again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    api.respond = () => (++calls === 1 ? failure(503) : json(record('H1000100101', 'Ava Medical')));
    renderCarePage(Page);
    const ownRecord = screen.getByRole('region', { name: 'Your health record' });
    const alert = await within(ownRecord).findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(ownRecord).findByRole('region', { name: 'Conditions' })).toBeInTheDocument();
    await screen.findByRole('combobox', { name: 'Whose health record' });
  });
});
