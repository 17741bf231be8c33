import styles from './opens-in-new-tab.module.css';

/**
 * What a link or button that leaves the portal's tab says about it, put after its words: a small
 * external-link mark to see (hidden from screen readers) and " (opens in a new tab)" in its name.
 * `what` names what opens when it is not a web page ("PDF" reads "(PDF, opens in a new tab)").
 */
export function OpensInNewTab({ what }: { what?: string }) {
  return (
    <>
      <svg className={styles.mark} viewBox="0 0 16 16" aria-hidden="true" focusable="false" data-opens-in-new-tab="">
        <path d="M9 2.5h4.5V7M13.5 2.5 7.5 8.5M11.5 9.5v3.25a.75.75 0 0 1-.75.75h-7.5a.75.75 0 0 1-.75-.75v-7.5a.75.75 0 0 1 .75-.75H6.5" />
      </svg>
      <span className="portal-visually-hidden">{` (${what ? `${what}, ` : ''}opens in a new tab)`}</span>
    </>
  );
}
