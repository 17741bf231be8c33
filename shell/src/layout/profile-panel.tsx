// The profile panel (docs/product/routes-and-guards.md#layout-profile-panel): a disclosure button in the header. With a plan selected it shows
// the greeting, display name, plan name, Member ID, Start Date, Switch Plans, Settings and Sign Out;
// before a plan is selected only Sign Out. It closes on navigation, on Escape and on a click outside.
// The panel hangs from the right edge of the header, never wider than the screen.
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from '@portal/routing';
import { loadMemberships, useRights } from '@portal/rights';
import { requestSignOut, useIsStaff, useMemberDisplayName, useSession } from '@portal/session';
import { DataList, formatPersonName } from '@portal/ui';
import { DisplayDate } from '../dates/display-date';
import { greetingFor } from './greeting';
import { showSwitchPlans } from './switch-plans-visibility';
import styles from './profile-panel.module.css';

export function ProfilePanel() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const selectedPlan = useSession((state) => state.selectedPlan);
  // planSelected (docs/product/session.md#session-first-plan) follows the rights: before they load, only Sign Out shows.
  const plan = useRights((state) => state.loaded) ? selectedPlan : null;
  const memberships = useSession((state) => state.memberships);
  const staff = useIsStaff();
  // Title-cased like every name the portal shows (docs/product/routes-and-guards.md#guards-rights-key).
  const displayName = formatPersonName(useMemberDisplayName());
  const toggleLabel = displayName ? `Profile: ${displayName}` : 'Profile';

  const [openedAt, setOpenedAt] = useState(pathname);
  if (open && openedAt !== pathname) {
    // Any navigation closes the panel.
    setOpen(false);
    setOpenedAt(pathname);
  }

  useEffect(() => {
    if (!open) return undefined;
    // Whether Switch Plans shows depends on the plan lists, so load them (once) when the panel opens.
    // A staff session has no plans to ask for: its panel is Sign Out alone.
    if (!staff) loadMemberships().catch(() => undefined);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, staff]);

  return (
    <div className={styles.profile} ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpenedAt(pathname);
          setOpen((value) => !value);
        }}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z" />
        </svg>
        {/* The button's name at every width, in the global portal-visually-hidden class; from 1280 px the
            same words show beside the icon (hidden from assistive technology, which has them once). */}
        <span className="portal-visually-hidden">{toggleLabel}</span>
        <span className={styles.toggleLabel} aria-hidden="true">
          {toggleLabel}
        </span>
      </button>
      <div id={panelId} role="group" aria-label="Your profile" className={styles.panel} hidden={!open}>
        {plan && (
          <>
            <p className={styles.greeting}>
              {greetingFor(new Date())}, {displayName}
            </p>
            <DataList
              items={[
                ['Plan', plan.lobDisplayName],
                ['Member ID', plan.memberId],
                ['Start Date', <DisplayDate value={plan.origEffDate} />],
              ]}
            />
            <ul className={styles.links}>
              {showSwitchPlans(memberships) && (
                <li>
                  <Link to="/select-plan">Switch Plans</Link>
                </li>
              )}
              <li>
                <Link to="/settings">Settings</Link>
              </li>
            </ul>
          </>
        )}
        <button type="button" className={styles.signOut} onClick={() => requestSignOut()}>
          Sign Out
        </button>
      </div>
    </div>
  );
}
