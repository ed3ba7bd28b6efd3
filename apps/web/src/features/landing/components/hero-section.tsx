import { ChevronDown, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';

export interface HeroSectionProps {
  assistantName: string;
  authForm: ReactNode;
  onLearnMore: () => void;
}

export function HeroSection({ assistantName, authForm, onLearnMore }: HeroSectionProps) {
  const highlights = [
    'Answers with units, formulas and assumptions shown',
    'Reads the production files and reports you attach',
    `Free account; chat with ${assistantName} on the Standard Plan, $4.99 per month`,
  ];

  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-slate-950 text-white"
    >
      {/* Decorative glow and strata lines; purely visual. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(245,158,11,0.22),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(14,116,144,0.35),transparent_60%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 -z-10 h-40 bg-[repeating-linear-gradient(175deg,rgba(255,255,255,0.04)_0px,rgba(255,255,255,0.04)_2px,transparent_2px,transparent_22px)]"
      />

      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-2 lg:gap-16 lg:px-8 lg:py-24">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wider text-amber-400 uppercase">
            Built for operations engineers and field supervisors
          </p>
          <h1
            id="hero-title"
            className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Your Personal Oilfield Consultant
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-300">
            Ask {assistantName} about production operations, facility design, hydraulics, decline
            analysis, asset economics and permitting, and get clear, practical answers any time of
            day.
          </p>
          <ul className="mt-6 hidden space-y-2.5 text-slate-200 sm:block">
            {highlights.map((text) => (
              <li key={text} className="flex items-start gap-2.5">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-400" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={onLearnMore}
            className="mt-8 inline-flex items-center gap-2 rounded-lg border border-white/25 px-5 py-3 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400"
          >
            Learn More
            <ChevronDown aria-hidden="true" className="size-5" />
          </button>
        </div>

        <div className="mx-auto w-full max-w-md min-w-0 lg:mx-0 lg:justify-self-end">
          {authForm}
        </div>
      </div>
    </section>
  );
}
