import { Droplet, Mail } from 'lucide-react';
import { lazy, Suspense, type ComponentProps } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';
import { SupportLink } from './legal-text';

// The legal texts come with their dialog's code: fetched when the pointer or focus reaches the
// dialog's button, at the latest when it opens (decisions 041, 042).
const loadPrivacyPolicy = () => import('./privacy-policy');
const loadTermsOfService = () => import('./terms-of-service');
const PrivacyPolicy = lazy(() =>
  loadPrivacyPolicy().then((module) => ({ default: module.PrivacyPolicy })),
);
const TermsOfService = lazy(() =>
  loadTermsOfService().then((module) => ({ default: module.TermsOfService })),
);

/** A button's handlers that fetch `load` ahead of a press (a failed fetch is tried on opening). */
function fetchAhead(load: () => Promise<unknown>) {
  const start = () => {
    load().catch(() => undefined);
  };
  return { onPointerEnter: start, onFocus: start };
}

export const CONTACT_RESPONSE_TIME = 'Our team typically responds within 1–2 business days.';

export interface SiteFooterProps {
  appName: string;
  assistantName: string;
  supportEmail: string;
}

function FooterButton({ children, ...props }: ComponentProps<'button'>) {
  // The dialog's trigger passes its props and ref through to this button.
  return (
    <button
      type="button"
      className="rounded text-sm text-slate-300 underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400"
      {...props}
    >
      {children}
    </button>
  );
}

function TextLoading() {
  return <p className="text-slate-500">Loading…</p>;
}

export function SiteFooter({ appName, assistantName, supportEmail }: SiteFooterProps) {
  const year = new Date().getFullYear();
  const legalProps = { appName, assistantName, supportEmail };

  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="flex items-center gap-2">
          <Droplet aria-hidden="true" className="size-5 text-amber-400" />
          <p className="text-sm">
            © {year} {appName}. All rights reserved.
          </p>
        </div>
        <nav aria-label="Legal and contact">
          <ul className="flex flex-wrap gap-x-6 gap-y-3">
            <li>
              <ModalDialog
                title="Privacy Policy"
                testId="privacy-dialog"
                trigger={
                  <FooterButton {...fetchAhead(loadPrivacyPolicy)}>Privacy Policy</FooterButton>
                }
              >
                <Suspense fallback={<TextLoading />}>
                  <PrivacyPolicy {...legalProps} />
                </Suspense>
              </ModalDialog>
            </li>
            <li>
              <ModalDialog
                title="Terms of Service"
                testId="terms-dialog"
                trigger={
                  <FooterButton {...fetchAhead(loadTermsOfService)}>Terms of Service</FooterButton>
                }
              >
                <Suspense fallback={<TextLoading />}>
                  <TermsOfService {...legalProps} />
                </Suspense>
              </ModalDialog>
            </li>
            <li>
              <ModalDialog
                title="Contact Us"
                testId="contact-dialog"
                trigger={<FooterButton>Contact Us</FooterButton>}
              >
                <div className="space-y-4 text-slate-700">
                  <p>
                    Questions about your account, billing or one of {assistantName}&rsquo;s answers?
                    We are happy to help.
                  </p>
                  <p className="flex items-center gap-2">
                    <Mail aria-hidden="true" className="size-5 shrink-0 text-amber-600" />
                    <SupportLink email={supportEmail} />
                  </p>
                  <p>{CONTACT_RESPONSE_TIME}</p>
                </div>
              </ModalDialog>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
