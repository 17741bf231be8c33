import { useState } from 'react';
import { useLocation } from '@portal/routing';

/**
 * A piece of open/closed state that resets on every navigation (menus, the drawer and the profile
 * panel close when the member navigates, docs/product/routes-and-guards.md#layout-menus-behaviour).
 */
export function useClosesOnNavigation<T>(closed: T): [T, (value: T) => void] {
  const { pathname } = useLocation();
  const [state, setState] = useState({ value: closed, pathname });
  if (state.pathname !== pathname) {
    // Adjusting state while rendering (not in an effect) so the stale open state never paints.
    setState({ value: closed, pathname });
  }
  const current = state.pathname === pathname ? state.value : closed;
  return [current, (value: T) => setState({ value, pathname })];
}
