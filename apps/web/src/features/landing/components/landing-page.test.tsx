import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LandingPage } from './landing-page';

function renderLanding() {
  const selected: string[] = [];
  render(
    <LandingPage
      authForm={<p>Auth form slot</p>}
      onSelectSignIn={() => selected.push('sign-in')}
      onSelectSignUp={() => selected.push('sign-up')}
    />,
  );
  return { selected };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LandingPage', () => {
  it('has header, main and footer landmarks, the app name and the hero', () => {
    renderLanding();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('PetroSage')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} PetroSage`,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your Personal Oilfield Consultant' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Auth form slot')).toBeInTheDocument();
  });

  it('promises what the product gives: a free account, and chat on the Standard Plan', () => {
    renderLanding();
    const main = screen.getByRole('main');
    // Chat needs an active or trialing plan (docs/product.md §6): no free question is promised.
    expect(main).not.toHaveTextContent(/first question|free question|questions? for free/i);
    expect(main).toHaveTextContent(
      'Free account; chat with Sage on the Standard Plan, $4.99 per month',
    );
    expect(
      screen.getByRole('region', { name: 'Put an oilfield consultant on every shift' }),
    ).toHaveTextContent('then ask Sage anything on the Standard Plan at $4.99 per month');
  });

  it('lists exactly the five feature cards', () => {
    renderLanding();
    const features = screen.getByRole('region', { name: 'Comprehensive Oilfield Intelligence' });
    const cards = within(features).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Production Operations',
      'Data Analytics & Recommendations',
      'Geologic Research',
      'Asset Economics',
      'Regulatory & Permitting',
    ]);
  });

  it('Learn More scrolls the features section into view', async () => {
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    const user = userEvent.setup();
    renderLanding();

    await user.click(screen.getByRole('button', { name: 'Learn More' }));

    expect(scrolled).toEqual([
      screen.getByRole('region', { name: 'Comprehensive Oilfield Intelligence' }),
    ]);
  });

  it.each([
    ['Sign In', 'sign-in'],
    ['Get Started', 'sign-up'],
    ['Get Started for Free', 'sign-up'],
    ['Sign In to Your Account', 'sign-in'],
  ])('"%s" selects %s mode and scrolls to the top', async (label, mode) => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const user = userEvent.setup();
    const { selected } = renderLanding();

    await user.click(screen.getByRole('button', { name: label }));

    expect(selected).toEqual([mode]);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });
});

// The dialogs' code and the legal texts are fetched when first wanted (decisions 041, 042).
describe('footer dialogs', () => {
  it('Privacy Policy opens a titled modal with the policy and closes with the X button', async () => {
    const user = userEvent.setup();
    renderLanding();
    const trigger = screen.getByRole('button', { name: 'Privacy Policy' });

    await user.click(trigger);

    const dialog = await screen.findByRole('dialog', { name: 'Privacy Policy' });
    // The policy's text follows its dialog.
    await waitFor(() => expect(dialog).toHaveTextContent('Effective date: 11/29/2026'));
    expect(dialog).toHaveTextContent('We do not sell your personal information');
    expect(dialog).toHaveTextContent('Delete my account, confirmed with your password');
    expect(dialog).toHaveTextContent('card payment processor');
    expect(
      within(dialog).getAllByRole('link', { name: 'support@petrosage.app' })[0],
    ).toHaveAttribute('href', 'mailto:support@petrosage.app');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('Terms of Service opens with Texas law and the engineer disclaimer and closes on Escape', async () => {
    const user = userEvent.setup();
    renderLanding();

    await user.click(screen.getByRole('button', { name: 'Terms of Service' }));

    const dialog = await screen.findByRole('dialog', { name: 'Terms of Service' });
    await waitFor(() => expect(dialog).toHaveTextContent('Effective date: 6/30/2025'));
    expect(dialog).toHaveTextContent('governed by the laws of the State of Texas');
    expect(dialog).toHaveTextContent('not a substitute for a licensed professional engineer');
    expect(dialog).toHaveTextContent('$4.99 per month');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Contact Us shows the support address and response time and closes on a backdrop click', async () => {
    const user = userEvent.setup();
    renderLanding();

    await user.click(screen.getByRole('button', { name: 'Contact Us' }));

    const dialog = await screen.findByRole('dialog', { name: 'Contact Us' });
    expect(within(dialog).getByRole('link', { name: 'support@petrosage.app' })).toHaveAttribute(
      'href',
      'mailto:support@petrosage.app',
    );
    expect(dialog).toHaveTextContent('Our team typically responds within 1–2 business days.');

    await user.click(screen.getByTestId('dialog-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
