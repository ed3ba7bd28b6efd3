export interface CallToActionSectionProps {
  assistantName: string;
  onGetStarted: () => void;
  onSignIn: () => void;
}

export function CallToActionSection({
  assistantName,
  onGetStarted,
  onSignIn,
}: CallToActionSectionProps) {
  return (
    <section aria-labelledby="cta-title" className="bg-amber-500 py-16 text-slate-950 sm:py-20">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Put an oilfield consultant on every shift
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-950">
          Create your free account in under a minute, then ask {assistantName} anything on the
          Standard Plan at $4.99 per month.
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <button
            type="button"
            onClick={onGetStarted}
            className="rounded-lg bg-slate-950 px-6 py-3 text-base font-semibold text-white shadow hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-950"
          >
            Get Started for Free
          </button>
          <button
            type="button"
            onClick={onSignIn}
            className="rounded-lg border-2 border-slate-950 px-6 py-2.5 text-base font-semibold text-slate-950 hover:bg-slate-950/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-950"
          >
            Sign In to Your Account
          </button>
        </div>
      </div>
    </section>
  );
}
