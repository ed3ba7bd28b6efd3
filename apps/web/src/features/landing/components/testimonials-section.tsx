import { Pause, Play, Quote } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useRotatingIndex } from '../hooks/use-rotating-index';
import { TESTIMONIAL_ROTATION_MS, buildTestimonials } from '../utils/landing-content';

export interface TestimonialsSectionProps {
  assistantName: string;
}

export function TestimonialsSection({ assistantName }: TestimonialsSectionProps) {
  const testimonials = useMemo(() => buildTestimonials(assistantName), [assistantName]);
  const [paused, setPaused] = useState(false);
  const { index, select } = useRotatingIndex(testimonials.length, TESTIMONIAL_ROTATION_MS, paused);
  const current = testimonials[index] ?? testimonials[0];

  return (
    <section
      aria-labelledby="testimonials-title"
      className="bg-slate-900 py-16 text-white sm:py-24"
    >
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <h2
          id="testimonials-title"
          className="text-center text-3xl font-bold tracking-tight sm:text-4xl"
        >
          Trusted by Oil &amp; Gas Professionals
        </h2>

        {/* Announce changes only when the visitor is in control, not on every automatic turn. */}
        <div aria-live={paused ? 'polite' : 'off'} className="mt-10 min-h-64 sm:min-h-56">
          {current && (
            <figure
              key={index}
              className="motion-safe:animate-fade-in rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-10"
              data-testid="testimonial"
            >
              <Quote aria-hidden="true" className="size-8 text-amber-400" />
              <blockquote className="mt-4 text-lg leading-relaxed text-slate-100 sm:text-xl">
                <p>“{current.quote}”</p>
              </blockquote>
              <figcaption className="mt-6">
                <span className="block font-semibold text-white">{current.name}</span>
                <span className="block text-sm text-slate-300">
                  {current.role}, {current.company}
                </span>
              </figcaption>
            </figure>
          )}
        </div>

        <div className="mt-6 flex items-center justify-center gap-3">
          <div role="group" aria-label="Choose a testimonial" className="flex items-center gap-1">
            {testimonials.map((testimonial, position) => {
              const active = position === index;
              return (
                <button
                  key={testimonial.name}
                  type="button"
                  onClick={() => select(position)}
                  aria-label={`Show testimonial ${position + 1}`}
                  aria-pressed={active}
                  className="group flex size-7 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-amber-400"
                >
                  <span
                    aria-hidden="true"
                    className={`block rounded-full transition-all ${
                      active ? 'h-3 w-6 bg-amber-400' : 'size-3 bg-white/40 group-hover:bg-white/70'
                    }`}
                  />
                </button>
              );
            })}
          </div>
          <button
            type="button"
            onClick={() => setPaused((value) => !value)}
            aria-label={paused ? 'Play testimonials' : 'Pause testimonials'}
            className="flex size-7 items-center justify-center rounded-full text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-400"
          >
            {paused ? (
              <Play aria-hidden="true" className="size-4" />
            ) : (
              <Pause aria-hidden="true" className="size-4" />
            )}
          </button>
        </div>
      </div>
    </section>
  );
}
