import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatErrorBoundary } from './chat-error-boundary';

function Broken(): never {
  throw new Error('render failure');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ChatErrorBoundary', () => {
  it('replaces a failed workspace with the product text and a Refresh Page button', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ChatErrorBoundary>
        <Broken />
      </ChatErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The chat interface encountered an error. Please refresh the page to try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      'The chat workspace failed',
      expect.objectContaining({ message: 'render failure' }),
      expect.any(String),
    );
  });

  it('renders its children when nothing fails', () => {
    render(
      <ChatErrorBoundary>
        <p>All good</p>
      </ChatErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
  });
});
