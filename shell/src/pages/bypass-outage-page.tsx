import { useEffect } from 'react';
import { useNavigate } from '@portal/routing';
import { setOutageBypass } from '../session/outage-bypass';

/** /bypass-outage: sets the local bypass flag, then goes to login. */
export function BypassOutagePage() {
  const navigate = useNavigate();
  useEffect(() => {
    setOutageBypass();
    navigate('/login', { replace: true });
  }, [navigate]);
  return null;
}
