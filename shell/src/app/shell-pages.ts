import type { ComponentType } from 'react';
import type { ShellPageId } from '@portal/contracts/route-table';
import { AuthSuccessPage } from '../pages/auth-success-page';
import { BypassOutagePage } from '../pages/bypass-outage-page';
import { InitiateLoginPage } from '../pages/initiate-login-page';
import { LoginPage } from '../pages/login-page';
import { NotFoundPage } from '../pages/not-found-page';
import { OutagePage } from '../pages/outage-page';
import { SelectPlanPage } from '../pages/select-plan-page';

export const shellPages: Record<ShellPageId, ComponentType> = {
  login: LoginPage,
  'not-found': NotFoundPage,
  'initiate-login': InitiateLoginPage,
  'auth-success': AuthSuccessPage,
  outage: OutagePage,
  'bypass-outage': BypassOutagePage,
  'select-plan': SelectPlanPage,
};
