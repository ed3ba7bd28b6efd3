import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaywallModal, TEST_MODE_LABEL } from './paywall-modal';

const props = {
  open: true,
  onClose: () => undefined,
  onUpgrade: () => undefined,
  isProcessing: false,
  error: null,
  notice: null,
};

describe('PaywallModal', () => {
  it('says the checkout is in test mode when payments go to the test checkout', () => {
    render(<PaywallModal {...props} testPayments />);
    expect(screen.getByTestId('paywall-standard-offer')).toHaveTextContent(TEST_MODE_LABEL);
    expect(TEST_MODE_LABEL).toBe('Test mode — no card is charged');
  });

  it('says nothing of test mode with a real payment provider', () => {
    render(<PaywallModal {...props} />);
    expect(screen.queryByTestId('test-mode-label')).not.toBeInTheDocument();
    expect(screen.getByTestId('paywall-standard-offer')).not.toHaveTextContent(/test mode/i);
  });
});
