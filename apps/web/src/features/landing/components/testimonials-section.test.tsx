import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestimonialsSection } from './testimonials-section';

const FIRST = 'Marcus Delgado';
const SECOND = 'Jennifer Whitaker';
const THIRD = 'Ray Thibodeaux';

function shownTestimonial(): string {
  return screen.getByTestId('testimonial').textContent ?? '';
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

// user-event's async wrapper waits on a timer that fake timers never fire, so clicks here use
// fireEvent (synchronous, wrapped in act) while the clock is under the test's control.
describe('TestimonialsSection', () => {
  it('is a labelled section that rotates through three quotes every 5 seconds', () => {
    render(<TestimonialsSection assistantName="Sage" />);
    expect(
      screen.getByRole('region', { name: 'Trusted by Oil & Gas Professionals' }),
    ).toBeInTheDocument();
    expect(shownTestimonial()).toContain(FIRST);
    expect(shownTestimonial()).toContain('Sage helped me');

    advance(4999);
    expect(shownTestimonial()).toContain(FIRST);
    advance(1);
    expect(shownTestimonial()).toContain(SECOND);
    advance(5000);
    expect(shownTestimonial()).toContain(THIRD);
    advance(5000);
    expect(shownTestimonial()).toContain(FIRST);
  });

  it('has one dot per quote, marks the active one, and a dot picks a quote and restarts the timer', () => {
    render(<TestimonialsSection assistantName="Sage" />);
    const dots = [1, 2, 3].map((n) =>
      screen.getByRole('button', { name: `Show testimonial ${n}` }),
    );
    expect(dots.map((dot) => dot.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);

    advance(3000);
    fireEvent.click(dots[2] ?? document.body);
    expect(shownTestimonial()).toContain(THIRD);
    expect(dots.map((dot) => dot.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'true']);

    // The pick restarted the 5 s timer: 3 s after it nothing has moved yet.
    advance(3000);
    expect(shownTestimonial()).toContain(THIRD);
    advance(2000);
    expect(shownTestimonial()).toContain(FIRST);
  });

  it('can be paused and resumed', () => {
    render(<TestimonialsSection assistantName="Sage" />);

    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    advance(20000);
    expect(shownTestimonial()).toContain(FIRST);

    fireEvent.click(screen.getByRole('button', { name: 'Play testimonials' }));
    advance(5000);
    expect(shownTestimonial()).toContain(SECOND);
  });
});
