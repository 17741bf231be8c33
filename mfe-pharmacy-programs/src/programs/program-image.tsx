// Program illustrations are decorative (the title says what the program is), so they are CSS
// backgrounds hidden from assistive technology. The content names them by file name.
import styles from './programs.module.css';

const imageClasses: Readonly<Record<string, string | undefined>> = {
  'virtual-care.svg': styles.imageVirtualCare,
  'family.svg': styles.imageFamily,
  'behavioral-health.svg': styles.imageBehavioralHealth,
  'activity.svg': styles.imageActivity,
  'meals.svg': styles.imageMeals,
  'savings.svg': styles.imageSavings,
  'navigation.svg': styles.imageNavigation,
};

export const programImageNames = Object.keys(imageClasses);

export function ProgramImage({ image, small = false }: { image: string | false; small?: boolean }) {
  const imageClass = image ? imageClasses[image] : undefined;
  if (!imageClass) return null;
  return <span aria-hidden="true" data-image={image} className={[styles.image, small ? styles.cardImage : '', imageClass].filter(Boolean).join(' ')} />;
}
