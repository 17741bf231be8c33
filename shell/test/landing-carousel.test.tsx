import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { carouselIntervalMs, LandingCarousel } from '../src/pages/landing-carousel';

function visibleSlide() {
  return screen
    .getAllByRole('group', { hidden: true })
    .find((slide) => !slide.hidden)
    ?.getAttribute('aria-label');
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('landing carousel', () => {
  it('is 425 high and cycles through its two slides', () => {
    mockReducedMotion(false);
    render(<LandingCarousel />);
    expect(screen.getByRole('region', { name: 'Member Portal highlights' })).toHaveStyle({ height: '425px' });
    expect(visibleSlide()).toBe('1 of 2');
    act(() => jest.advanceTimersByTime(carouselIntervalMs));
    expect(visibleSlide()).toBe('2 of 2');
    act(() => jest.advanceTimersByTime(carouselIntervalMs));
    expect(visibleSlide()).toBe('1 of 2');
  });

  it('stops when paused, and moves with Previous and Next', async () => {
    mockReducedMotion(false);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<LandingCarousel />);
    await user.click(screen.getByRole('button', { name: 'Pause slides' }));
    act(() => (document.activeElement as HTMLElement).blur()); // leave the carousel: only the pause keeps it still
    act(() => jest.advanceTimersByTime(carouselIntervalMs * 3));
    expect(visibleSlide()).toBe('1 of 2');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide()).toBe('2 of 2');
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlide()).toBe('1 of 2');
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
  });

  it('does not rotate on its own for members who prefer reduced motion', () => {
    mockReducedMotion(true);
    render(<LandingCarousel />);
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(carouselIntervalMs * 2));
    expect(visibleSlide()).toBe('1 of 2');
  });

  it('shows one slide at a time, with its pause and previous/next controls after it as named icon buttons', () => {
    mockReducedMotion(false);
    render(<LandingCarousel />);
    const carousel = screen.getByRole('region', { name: 'Member Portal highlights' });
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides.filter((slide) => !slide.hidden)).toHaveLength(1);
    const controls = ['Pause slides', 'Previous slide', 'Next slide'].map((name) => screen.getByRole('button', { name }));
    for (const control of controls) {
      // After every slide in reading order.
      for (const slide of slides) expect(slide.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(control.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
      expect(carousel).toContainElement(control);
    }
  });
});
