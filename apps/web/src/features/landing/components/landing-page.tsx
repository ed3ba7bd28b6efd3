import type { ReactNode } from 'react';
import { runtimeConfig } from '../../../config/runtime-config';
import { scrollToSection, scrollToTop } from '../utils/scroll';
import { CallToActionSection } from './call-to-action-section';
import { FEATURES_SECTION_ID, FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { LandingHeader } from './landing-header';
import { SiteFooter } from './site-footer';
import { TestimonialsSection } from './testimonials-section';

export interface LandingPageProps {
  /** The sign-in / sign-up card shown in the hero (composed by the app layer). */
  authForm: ReactNode;
  onSelectSignIn: () => void;
  onSelectSignUp: () => void;
}

/** Public landing page (docs/product.md §2). */
export function LandingPage({ authForm, onSelectSignIn, onSelectSignUp }: LandingPageProps) {
  const { appName, assistantName, supportEmail } = runtimeConfig;

  const showSignIn = () => {
    onSelectSignIn();
    scrollToTop();
  };
  const showSignUp = () => {
    onSelectSignUp();
    scrollToTop();
  };

  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip">
      <title>{`${appName} · Your Personal Oilfield Consultant`}</title>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-amber-400 px-4 py-2 font-semibold text-slate-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <LandingHeader appName={appName} onSignIn={showSignIn} onGetStarted={showSignUp} />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <HeroSection
          assistantName={assistantName}
          authForm={authForm}
          onLearnMore={() => scrollToSection(FEATURES_SECTION_ID)}
        />
        <FeaturesSection />
        <TestimonialsSection assistantName={assistantName} />
        <CallToActionSection
          assistantName={assistantName}
          onGetStarted={showSignUp}
          onSignIn={showSignIn}
        />
      </main>
      <SiteFooter appName={appName} assistantName={assistantName} supportEmail={supportEmail} />
    </div>
  );
}
