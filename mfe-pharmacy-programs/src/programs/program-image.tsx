// Program illustrations are decorative (the title says what the program is), so they are hidden from
// assistive technology. The content names them by file name; they are drawn in the brand's colours.
import { programIllustrations } from './program-illustrations';
import styles from './programs.module.css';

export const programImageNames = Object.keys(programIllustrations);

export function ProgramImage({ image, small = false }: { image: string | false; small?: boolean }) {
  const Illustration = image ? programIllustrations[image] : undefined;
  if (!Illustration) return null;
  return (
    <svg
      viewBox="0 0 120 90"
      aria-hidden="true"
      focusable="false"
      data-image={image}
      className={[styles.image, small ? styles.cardImage : ''].filter(Boolean).join(' ')}
    >
      <Illustration />
    </svg>
  );
}
