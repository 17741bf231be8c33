// The outage rule of SPEC section 4: on each navigation, when the system is not available and the
// local bypass flag is not true, go to the outage page.
import { useEffect } from 'react';
import { useLocation, useNavigate } from '@portal/routing';
import { apiCalls, apiRequest } from '@portal/api-client';
import { isOutageBypassed } from './outage-bypass';

const outagePaths = new Set(['/outage-message', '/bypass-outage']);

export function useOutageCheck(): void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (outagePaths.has(pathname) || isOutageBypassed()) return undefined;
    const controller = new AbortController();
    apiRequest<{ isSystemAvailable?: boolean }>(apiCalls.systemAvailability, { signal: controller.signal, optOutOfErrorDialog: true }).then(
      (availability) => {
        if (availability?.isSystemAvailable === false) navigate('/outage-message', { replace: true });
      },
      () => undefined, // If availability cannot be read, the portal stays usable.
    );
    return () => controller.abort();
  }, [pathname, navigate]);
}
