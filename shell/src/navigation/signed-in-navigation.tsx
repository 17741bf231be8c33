// The signed-in navigation once a plan is selected: the full bar above 1279 px, the drawer below
// (docs/product/routes-and-guards.md#layout-navigation). Loaded lazily, so the landing page never downloads menu code.
import { useNavigationModel } from './use-navigation-model';
import { useIsDesktop } from './use-is-desktop';
import { MainNavigation } from './main-navigation';
import { NavigationDrawer } from './navigation-drawer';

export default function SignedInNavigation({ placement }: { placement: 'bar' | 'menu-button' }) {
  const model = useNavigationModel();
  const desktop = useIsDesktop();
  if (!model) return null;
  if (placement === 'bar') return desktop ? <MainNavigation model={model} orientation="horizontal" /> : null;
  return desktop ? null : <NavigationDrawer model={model} />;
}
