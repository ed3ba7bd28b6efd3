import { FEATURE_CARDS } from '../utils/landing-content';

export const FEATURES_SECTION_ID = 'features';

export function FeaturesSection() {
  return (
    <section
      id={FEATURES_SECTION_ID}
      aria-labelledby="features-title"
      className="bg-slate-50 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="features-title"
            className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            Comprehensive Oilfield Intelligence
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            One consultant for the questions that come up across the life of a well, from the
            wellsite to the boardroom.
          </p>
        </div>

        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
          {FEATURE_CARDS.map(({ title, description, icon: Icon }, position) => (
            <li
              key={title}
              className={[
                'flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:col-span-2',
                position === 3 ? 'lg:col-start-2' : '',
                position === FEATURE_CARDS.length - 1 ? 'sm:col-span-2' : '',
              ].join(' ')}
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-amber-100 text-amber-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-600">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
