// The landing page's two-slide carousel (docs/product/routes-and-guards.md#routes-public): height 425, cycling, one slide shown at a
// time. Following the WAI-ARIA carousel pattern it has a pause control and previous/next buttons
// (small icon buttons after the slide, each named), stops while a keyboard or pointer user is in it,
// and does not rotate on its own for members who prefer reduced motion.
import { useEffect, useState, useSyncExternalStore } from 'react';
import styles from './landing-carousel.module.css';

export const landingSlides = [
  {
    title: 'Your claims and plan information, 24/7',
    text: 'Check a claim, see what you owe and track your deductible any time, from any device.',
    // A page with lines and a check mark.
    icon: 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zm-1 7V3.5L18.5 9zM7 12h10v2H7zm0 4h6v2H7zm9.3 5.2-2.8-2.8 1.4-1.4 1.4 1.4 3.2-3.2 1.4 1.4z',
  },
  {
    title: 'Your ID card on the go',
    text: 'Show your member ID card from your phone at the doctor’s office or pharmacy, or order a new one.',
    // A card with a photo and two lines.
    icon: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm2 3v6h5V8zm7 1v2h7V9zm0 4v2h5v-2z',
  },
] as const;

export const carouselIntervalMs = 6000;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const noSubscription = () => () => undefined;

/**
 * False while rendering the pre-rendered landing page (at build time, and while hydrating it, so
 * that hydration keeps its DOM and focus), true once the script runs the carousel. Until then the
 * slides rotate with CSS alone.
 */
function useScripted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function useReducedMotion(): boolean {
  return useSyncExternalStore(noSubscription, prefersReducedMotion, () => false);
}

export function LandingCarousel() {
  const [index, setIndex] = useState(0);
  const scripted = useScripted();
  const reducedMotion = useReducedMotion();
  // The member's own choice, once made; until then the carousel plays unless motion is unwelcome.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const playing = playChoice ?? !reducedMotion;
  const [userInside, setUserInside] = useState(false);
  const rotating = scripted && playing && !userInside;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % landingSlides.length), carouselIntervalMs);
    return () => window.clearInterval(timer);
  }, [rotating]);

  const go = (step: number) => setIndex((current) => (current + step + landingSlides.length) % landingSlides.length);

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="Member Portal highlights"
      data-rotation={scripted ? 'script' : 'style'}
      style={{ height: 425 }}
      onFocus={() => setUserInside(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && setUserInside(false)}
      onMouseEnter={() => setUserInside(true)}
      onMouseLeave={() => setUserInside(false)}
    >
      <div className={styles.slides} aria-live={rotating || !scripted ? 'off' : 'polite'}>
        {landingSlides.map((slide, slideIndex) => (
          <div
            key={slide.title}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${slideIndex + 1} of ${landingSlides.length}`}
            hidden={scripted && slideIndex !== index}
          >
            <svg className={styles.slideIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={slide.icon} />
            </svg>
            <h2>{slide.title}</h2>
            <p>{slide.text}</p>
          </div>
        ))}
      </div>
      {/* After the slides, so the slide is read first; each an icon with its name in text (the
          landing loader finds a button clicked before the portal ran by its text). */}
      <div className={styles.controls}>
        <button type="button" className={styles.control} onClick={() => setPlayChoice(!playing)}>
          <ControlIcon path={playing ? pauseIcon : playIcon} />
          <span className="portal-visually-hidden">{playing ? 'Pause slides' : 'Play slides'}</span>
        </button>
        <button type="button" className={styles.control} onClick={() => go(-1)}>
          <ControlIcon path={previousIcon} />
          <span className="portal-visually-hidden">Previous slide</span>
        </button>
        <button type="button" className={styles.control} onClick={() => go(1)}>
          <ControlIcon path={nextIcon} />
          <span className="portal-visually-hidden">Next slide</span>
        </button>
      </div>
    </section>
  );
}

const pauseIcon = 'M7 5h3.5v14H7zm6.5 0H17v14h-3.5z';
const playIcon = 'M8 5v14l11-7z';
const previousIcon = 'M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z';
const nextIcon = 'M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z';

function ControlIcon({ path }: { path: string }) {
  return (
    <svg className={styles.controlIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
