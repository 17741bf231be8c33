// The programs' illustrations, drawn inline so they take the colours of the member's brand: every
// shape is painted by a class that reads a brand design token (primary, secondary, accent and their
// tints), so an Octave member sees Octave's purple and teal and never another brand's blue and orange.
// All share a 120 x 90 canvas (4:3).
import type { ReactElement } from 'react';
import styles from './program-illustrations.module.css';

const { tint, accentTint, primary, secondary, accent, surface, muted, strokePrimary, strokeSecondary, strokeSurface } = styles;

function Background({ className }: { className: string | undefined }) {
  return <rect width="120" height="90" rx="10" className={className} />;
}

export const programIllustrations: Readonly<Record<string, () => ReactElement>> = {
  'activity.svg': () => (
    <>
      <Background className={tint} />
      <circle cx="66" cy="20" r="8" className={accent} />
      <path
        d="M62 30l-12 18 10 6-6 18M62 30l10 14 12 2M56 40l-14 2"
        fill="none"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={strokePrimary}
      />
    </>
  ),
  'behavioral-health.svg': () => (
    <>
      <Background className={tint} />
      <path d="M60 74S30 56 30 37c0-9 7-15 15-15 7 0 12 4 15 9 3-5 8-9 15-9 8 0 15 6 15 15 0 19-30 37-30 37z" className={primary} />
      <path
        d="M44 44h10l4-8 6 16 4-8h8"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={strokeSurface}
      />
    </>
  ),
  'family.svg': () => (
    <>
      <Background className={accentTint} />
      <circle cx="44" cy="32" r="10" className={accent} />
      <path d="M28 72c0-14 7-24 16-24s16 10 16 24z" className={accent} />
      <circle cx="78" cy="40" r="8" className={primary} />
      <path d="M65 72c0-11 6-19 13-19s13 8 13 19z" className={primary} />
    </>
  ),
  'meals.svg': () => (
    <>
      <Background className={tint} />
      <ellipse cx="60" cy="50" rx="30" ry="22" strokeWidth="4" className={`${surface} ${strokeSecondary}`} />
      <circle cx="52" cy="46" r="7" className={accent} />
      <circle cx="66" cy="54" r="6" className={primary} />
      <rect x="18" y="24" width="5" height="44" rx="2" className={muted} />
      <rect x="97" y="24" width="5" height="44" rx="2" className={muted} />
    </>
  ),
  'navigation.svg': () => (
    <>
      <Background className={tint} />
      <circle cx="60" cy="45" r="28" strokeWidth="4" className={`${surface} ${strokePrimary}`} />
      <path d="M60 23l8 22-8 22-8-22z" className={primary} />
      <path d="M60 45l8 0-8 22z" className={accent} />
    </>
  ),
  'savings.svg': () => (
    <>
      <Background className={accentTint} />
      <rect x="24" y="24" width="72" height="44" rx="6" className={primary} />
      <rect x="24" y="33" width="72" height="8" className={secondary} />
      <rect x="32" y="52" width="24" height="6" rx="2" className={surface} />
      <circle cx="84" cy="56" r="8" className={accent} />
    </>
  ),
  'virtual-care.svg': () => (
    <>
      <Background className={tint} />
      <rect x="22" y="16" width="76" height="50" rx="6" className={primary} />
      <rect x="28" y="22" width="64" height="38" rx="3" className={surface} />
      <circle cx="60" cy="36" r="8" className={secondary} />
      <path d="M46 56c2-8 8-11 14-11s12 3 14 11z" className={secondary} />
      <rect x="48" y="68" width="24" height="6" rx="2" className={accent} />
    </>
  ),
};
