// Each line of business has its own colours, so a member of one brand never sees another's: the
// portal's design tokens (@portal/ui tokens.css, which must hold these same values) and the identity
// provider's sign-in pages both read them from here. Every brand keeps white text on its primary
// colour and its primary colour as text on white and on its tint at 4.5:1 or more; the graphic
// colours of illustrations (accent, secondary) at 3:1 or more on white and on their tints.
//
// Plain data: the sandbox's TypeScript (NodeNext) and the apps' (bundler) both read it.
import type { BrandTier } from '@portal/contracts/domain';

export interface BrandPalette {
  /** Headers, buttons, links and the brand's mark. */
  readonly primary: string;
  readonly primaryHover: string;
  /** Text and icons on the primary colour. */
  readonly onPrimary: string;
  /** A light background in the brand's hue (illustrations, the sign-in page). */
  readonly primaryTint: string;
  /** The brand's second colour, for illustrations and marks (not for text). */
  readonly accent: string;
  readonly accentTint: string;
  /** A lighter shade of the primary colour, for illustrations (not for text). */
  readonly secondary: string;
}

export const brandPalettes: Readonly<Record<BrandTier, BrandPalette>> = {
  // Navy blue with orange: the insurer's own brand, and the default.
  ABCBS: {
    primary: '#00457c',
    primaryHover: '#003360',
    onPrimary: '#ffffff',
    primaryTint: '#e6eef6',
    accent: '#b35300',
    accentTint: '#fdf1e7',
    secondary: '#4a8fc7',
  },
  // Olive with a sea blue.
  HA: {
    primary: '#5c5a00',
    primaryHover: '#434200',
    onPrimary: '#ffffff',
    primaryTint: '#f4f3df',
    accent: '#0f6f8f',
    accentTint: '#e6f2f6',
    secondary: '#8c8a1e',
  },
  // Teal with berry: the employer plans' administrator, set apart from the insurer's navy.
  BA: {
    primary: '#006570',
    primaryHover: '#004b53',
    onPrimary: '#ffffff',
    primaryTint: '#e3f2f3',
    accent: '#a8357a',
    accentTint: '#f8e9f2',
    secondary: '#2c9384',
  },
  // Bronze with a Medicare blue.
  ABM: {
    primary: '#7a3f00',
    primaryHover: '#5c2f00',
    onPrimary: '#ffffff',
    primaryTint: '#f8eee2',
    accent: '#1f5fa8',
    accentTint: '#e8eff8',
    secondary: '#b07a33',
  },
  // Purple with teal.
  OCTAVE: {
    primary: '#5b2a86',
    primaryHover: '#441f65',
    onPrimary: '#ffffff',
    primaryTint: '#f1eaf7',
    accent: '#00788a',
    accentTint: '#e3f3f5',
    secondary: '#9a6cc3',
  },
};

/** The design token (CSS custom property) that carries each palette colour. */
export const brandPaletteTokens: Readonly<Record<keyof BrandPalette, string>> = {
  primary: '--portal-color-primary',
  primaryHover: '--portal-color-primary-hover',
  onPrimary: '--portal-color-on-primary',
  primaryTint: '--portal-color-primary-tint',
  accent: '--portal-color-accent',
  accentTint: '--portal-color-accent-tint',
  secondary: '--portal-color-secondary',
};
