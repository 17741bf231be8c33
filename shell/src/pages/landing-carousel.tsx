// The landing page's two-slide carousel (SPEC section 2): height 425, cycling. Following the WAI-ARIA
// carousel pattern it has a pause control and previous/next buttons, stops while a keyboard or pointer
// user is in it, and does not rotate on its own for members who prefer reduced motion.
import { useEffect, useState, useSyncExternalStore } from 'react';
import styles from './landing-carousel.module.css';

export const landingSlides = [
  { title: 'Your claims and plan information, 24/7', text: 'Check a claim, see what you owe and track your deductible any time, from any device.' },
  { title: 'Your ID card on the go', text: 'Show your member ID card from your phone at the doctor’s office or pharmacy, or order a new one.' },
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
      <div className={styles.controls}>
        <button type="button" onClick={() => setPlayChoice(!playing)}>
          {playing ? 'Pause slides' : 'Play slides'}
        </button>
        <button type="button" onClick={() => go(-1)}>
          Previous slide
        </button>
        <button type="button" onClick={() => go(1)}>
          Next slide
        </button>
      </div>
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
            <h2>{slide.title}</h2>
            <p>{slide.text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
