// Pages that call the API, rendered against a real HTTP server standing in for the member API and FHIR:
// a signed-in session with an unexpired token, and the runtime configuration pointing at the server.
import { act, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from '@portal/routing';
import { errorDialogStore } from '@portal/api-client';
import type { RightsRecord, SelectedPlan } from '@portal/contracts/domain';
import { rightsStore } from '@portal/rights';
import { sessionStore, setPortalConfig } from '@portal/session';
import type { FakeApiServer } from '@portal/testing/fake-api-server';
import { testRuntimeConfig } from '@portal/testing/test-runtime-config';
import { avaPlan } from './program-pages-setup';
import { testAccessToken } from '@portal/testing/test-tokens';

export const accessToken = testAccessToken('ava.medical');

export function pointAt(server: FakeApiServer): void {
  setPortalConfig({ ...testRuntimeConfig, memberApiBaseUrl: `${server.origin}/member/portal/v1`, fhirBaseUrl: `${server.origin}/fhir/R4` });
}

export function renderSignedIn(Page: ComponentType, { plan = avaPlan, rights = {} }: { plan?: SelectedPlan; rights?: RightsRecord } = {}) {
  act(() => {
    errorDialogStore.getState().close();
    sessionStore.getState().reset();
    sessionStore.getState().setTokens({ accessToken, refreshToken: 'r1', userId: plan.username });
    sessionStore.getState().selectPlan(plan);
    rightsStore.getState().setRights(rights, []);
  });
  return render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}
