// The filter form's code (Formik, Yup and the forms kit) is not part of /claims' first render: it is
// fetched when the member reaches for the Filter button, and the button works the same either way.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Route, Routes } from '@portal/routing';
import ClaimsPage from '../src/claims/claims-page';
import { api, claimsResult, ok, signIn, startMemberApi, stopMemberApi, testClaim } from './support/claims-member-api';

// Counts the form module's evaluations: it is evaluated when the page first asks for its code. (On
// globalThis: the mock factory is hoisted above this file's own declarations.)
const evaluations = globalThis as { claimFilterFormEvaluations?: number };
const formModuleEvaluations = () => evaluations.claimFilterFormEvaluations ?? 0;
jest.mock('../src/claims/claim-filter-form', () => {
  const counted = globalThis as { claimFilterFormEvaluations?: number };
  counted.claimFilterFormEvaluations = (counted.claimFilterFormEvaluations ?? 0) + 1;
  return jest.requireActual<typeof import('../src/claims/claim-filter-form')>('../src/claims/claim-filter-form');
});

beforeAll(startMemberApi);
afterAll(stopMemberApi);
beforeEach(() => {
  signIn();
  api.respond = () => ok(claimsResult([testClaim(1), testClaim(2)]));
});

const filterButton = () => screen.getByRole('button', { name: /^Filter\b/ });

function renderClaims() {
  window.history.replaceState(null, '', '/claims');
  render(
    <BrowserRouter>
      <Routes>
        <Route path="/claims" element={<ClaimsPage />} />
      </Routes>
    </BrowserRouter>,
  );
}

it('draws the claims without the filter form’s code, fetches it on the member’s intent, and a keyboard press opens the form with focus kept on the button', async () => {
  renderClaims();
  expect(await screen.findByText('Showing 1–2 of 2 claims')).toBeInTheDocument();
  expect(formModuleEvaluations()).toBe(0);

  const user = userEvent.setup();
  // Focus is intent: the Tab that reaches the button starts the download, Enter opens the form.
  for (let presses = 0; presses < 20 && document.activeElement !== filterButton(); presses++) await user.tab();
  expect(formModuleEvaluations()).toBe(1);
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('form', { name: 'Filter claims' })).toBeInTheDocument();
  expect(filterButton()).toHaveAttribute('aria-expanded', 'true');
  expect(filterButton()).toHaveFocus();
  expect(formModuleEvaluations()).toBe(1);
});
