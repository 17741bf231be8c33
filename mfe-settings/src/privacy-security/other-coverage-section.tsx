// Other coverage information (coordination of benefits): updated on the partner application the
// member API hands off to (external app "cob"), in a new window.
import { launchExternalApp } from '@portal/api-client/partner-handoff';
import { Button } from '@portal/ui';

export function OtherCoverageSection() {
  return (
    <>
      <p>
        If you or someone on your plan has other health coverage, such as Medicare or a spouse’s plan, tell us so we can pay claims
        correctly.
      </p>
      <Button variant="secondary" onClick={() => void launchExternalApp('cob')}>
        Update other coverage information (opens in a new window)
      </Button>
    </>
  );
}
