import type { ComponentType } from 'react';
import type { ShellPageId } from '@portal/contracts/route-table';
import { LoginPage } from '../pages/login-page';
import { NotFoundPage } from '../pages/not-found-page';

export const shellPages: Record<ShellPageId, ComponentType> = {
  login: LoginPage,
  'not-found': NotFoundPage,
};
