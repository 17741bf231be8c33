// The time left before the automatic sign-out (docs/product/session.md#session-sign-out), counting down in the timeout warning.
// The visible clock changes every second; a screen reader would hear every change of a live region,
// so it gets its own words in a polite live region that changes only at the marks below. Nothing here
// moves focus: only this component re-renders as the clock runs.
import { useEffect, useState } from 'react';
import styles from './time-left.module.css';

/** Seconds left at which a screen reader is told the time left (the warning itself says 3 minutes). */
const spokenMarks = [180, 120, 60, 30, 10] as const;

/** m:ss, as the clock shows it. */
export function clockText(secondsLeft: number): string {
  const minutes = Math.floor(secondsLeft / 60);
  const seconds = secondsLeft % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** What a screen reader hears: the last mark reached, so it changes only at the marks. */
export function spokenTimeLeft(secondsLeft: number): string {
  const mark = [...spokenMarks].reverse().find((candidate) => secondsLeft <= candidate) ?? spokenMarks[0];
  if (mark >= 60) {
    const minutes = mark / 60;
    return `You have ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left.`;
  }
  return `You have ${mark} seconds left.`;
}

/** Whole seconds until `endsAt`, updated on each whole second. */
function useSecondsLeft(endsAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: number;
    const schedule = () => {
      const msLeft = endsAt - Date.now();
      if (msLeft <= 0) return;
      // Wake when the number of whole seconds left changes.
      timer = window.setTimeout(
        () => {
          setNow(Date.now());
          schedule();
        },
        msLeft % 1000 || 1000,
      );
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [endsAt]);
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

export function TimeLeft({ endsAt }: { endsAt: number }) {
  const secondsLeft = useSecondsLeft(endsAt);
  return (
    <p className={styles.timeLeft}>
      <span aria-hidden="true">
        Time left: <strong className={styles.clock}>{clockText(secondsLeft)}</strong>
      </span>
      <span role="status" className="portal-visually-hidden">
        {spokenTimeLeft(secondsLeft)}
      </span>
    </p>
  );
}
