// Each line of business has its own mark: a simple geometric shape with cut-outs,
// drawn in one colour (currentColor) on a 32 x 32 grid. The cut-outs show whatever is behind the
// mark, so one drawing reads on the brand colour of the header (white mark) and on the light footer
// (brand-coloured mark) alike. Original shapes, chosen to differ in outline: square, circle, hexagon,
// diamond, octagon.
// The portal's logo and the identity provider's sign-in pages both draw them from here.
import type { BrandTier } from '@portal/contracts/domain';

export const brandMarkPaths: Record<BrandTier, string> = {
  // A rounded square with a plus.
  ABCBS: 'M6 1h20a5 5 0 0 1 5 5v20a5 5 0 0 1-5 5H6a5 5 0 0 1-5-5V6a5 5 0 0 1 5-5zM13.5 7v6.5H7v5h6.5V25h5v-6.5H25v-5h-6.5V7z',
  // A circle with a rising chevron.
  HA: 'M16 1a15 15 0 1 1 0 30a15 15 0 1 1 0-30zM16 8.5l-9 9 3.2 3.2 5.8-5.8 5.8 5.8 3.2-3.2z',
  // A hexagon with three lines, like a page of a plan document.
  BA: 'M16 1l13 7.5v15L16 31 3 23.5v-15zM9 10.5v3h14v-3zM9 15.5v3h14v-3zM9 20.5v3h9v-3z',
  // A diamond with a round opening.
  ABM: 'M16 .5L31.5 16 16 31.5 .5 16zM16 10.5a5.5 5.5 0 1 0 0 11a5.5 5.5 0 1 0 0-11z',
  // An octagon (an octave's eight) with three bars of a sound wave.
  OCTAVE: 'M10 1h12l9 9v12l-9 9H10l-9-9V10zM9.5 12v8h3v-8zM14.5 8.5v15h3v-15zM19.5 11v10h3V11z',
};
