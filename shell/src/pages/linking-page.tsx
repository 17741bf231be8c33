// /linking, the deep-link page (docs/product/routes-and-guards.md#routes-public): `?target=<internal path>` goes to that page of the
// portal (never anywhere else); `?partner=<sso key>` is the external health-navigation partner's deep
// link and offers a button to continue to the partner (a button, because the partner window must open
// in the member's click). Anything else says the link is not valid.
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from '@portal/routing';
import { launchPartnerSso, type HandoffOutcome } from '@portal/api-client/partner-handoff';
import type { ContractType } from '@portal/contracts/domain';
import { contractPrefixedPath, dashboardPath, matchesPath, redirects } from '@portal/contracts/route-table';
import { portalRoutes } from '@portal/rights';
import { useSession } from '@portal/session';
import { Button } from '@portal/ui';

const linkingPath = '/linking';
// Only to resolve the target; any target that leaves this origin is refused.
const probeOrigin = 'https://portal.invalid';

/**
 * The portal path of a `target`, or null when it is not an internal path of the route table: absolute
 * and protocol-relative URLs (`//host`, `/\host`), other schemes and unknown paths are refused.
 */
export function internalTarget(target: string | null, contractType: ContractType | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return null;
  // Backslashes count as slashes in URLs (`/\host`); control characters are stripped by parsers.
  if ([...target].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(target, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin) return null;
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (pathname === linkingPath) return null;
  const known =
    portalRoutes().some((route) => matchesPath(route.path, pathname)) ||
    redirects.some((redirect) => matchesPath(redirect.from, pathname)) ||
    contractPrefixedPath(pathname, contractType, portalRoutes()) !== null;
  return known ? `${pathname}${url.search}${url.hash}` : null;
}

/** A partner key as the sso call names them (letters, digits, dash, underscore). */
export function partnerKey(value: string | null): string | null {
  return value && /^[A-Za-z0-9_-]{1,40}$/.test(value) ? value : null;
}

function PartnerHandoff({ sso, home }: { sso: string; home: string }) {
  const [outcome, setOutcome] = useState<HandoffOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const continueToPartner = () => {
    setBusy(true);
    // launchPartnerSso opens the window synchronously, inside this click.
    void launchPartnerSso(sso).then((result) => {
      setOutcome(result);
      setBusy(false);
    });
  };
  return (
    <>
      <h1 tabIndex={-1}>Continue to our partner</h1>
      <p>
        This link leads to a partner that provides health navigation services for your plan. The partner&apos;s site opens in a new tab, and
        you stay signed in to the Member Portal here.
      </p>
      <p>
        <Button onClick={continueToPartner} disabled={busy}>
          Continue to partner site<span className="portal-visually-hidden"> (opens in a new tab)</span>
        </Button>
      </p>
      <p role="status">{outcome === 'opened' ? 'The partner site opened in a new tab.' : ''}</p>
      <p>
        <Link to={home}>Go to your dashboard</Link>
      </p>
    </>
  );
}

export function LinkingPage() {
  const [params] = useSearchParams();
  const contractType = useSession((state) => state.selectedPlan?.contractType);
  const home = contractType ? dashboardPath(contractType) : '/select-plan';
  const target = internalTarget(params.get('target'), contractType);
  if (target) return <Navigate to={target} replace />;
  const sso = partnerKey(params.get('partner'));
  if (sso) return <PartnerHandoff sso={sso} home={home} />;
  return (
    <>
      <h1 tabIndex={-1}>This link is not valid</h1>
      <p>The link you followed doesn&apos;t lead to a page of the Member Portal. It may be incomplete or out of date.</p>
      <p>
        <Link to={home}>Go to your dashboard</Link>
      </p>
    </>
  );
}
