import { CHART_LANGUAGE } from '@petrosage/contracts/chart';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createReplyView } from '../../messages';
import { ChartBlock } from './chart-block';

/** Chart blocks in a reply's markdown: drawn by the lazily loaded chart, or shown as they are. */

const { Content: Reply } = createReplyView(() => Promise.resolve({ [CHART_LANGUAGE]: ChartBlock }));

const chart = {
  title: 'Gas rate — G-7',
  x: { label: 'Date', type: 'date' },
  y: { label: 'Gas rate', unit: 'Mcf/d', scale: 'linear' },
  series: [
    {
      name: 'Gas rate',
      kind: 'line',
      points: [
        ['2024-01-01', 4500],
        ['2024-02-01', 4100],
      ],
    },
  ],
};

describe('a reply with a chart block', () => {
  it('draws the chart in place of the block, between the text around it', async () => {
    const { container } = render(
      <Reply
        settled={false}
        text={`#### Production analysis\n\nThe fit is good.\n\n\`\`\`chart\n${JSON.stringify(chart)}\n\`\`\`\n\n**EUR** 1.2 Bcf.`}
      />,
    );
    const image = await screen.findByRole('img', { name: /Gas rate — G-7/ });
    expect(image).toBeInTheDocument();
    expect(screen.getByText('The fit is good.')).toBeInTheDocument();
    expect(screen.getByText('1.2 Bcf.', { exact: false })).toBeInTheDocument();
    // The JSON is not shown as code.
    expect(container.querySelector('pre')).toBeNull();
    expect(container.textContent).not.toContain('"series"');
  });

  it('shows a malformed block as code, and the rest of the message as usual', async () => {
    const { container } = render(
      <Reply
        settled={false}
        text={'Before.\n\n```chart\n{"title": "Gas rate", "x":\n```\n\nAfter.'}
      />,
    );
    expect(await screen.findByText('The chart data is not valid JSON.')).toBeInTheDocument();
    expect(container.querySelector('pre code')).toHaveTextContent('{"title": "Gas rate", "x":');
    expect(screen.getByText('Before.')).toBeInTheDocument();
    expect(screen.getByText('After.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('leaves other fenced code alone', async () => {
    const { container } = render(<Reply settled={false} text={'```json\n{"a": 1}\n```'} />);
    await waitFor(() =>
      expect(container.querySelector('pre code.language-json')).toHaveTextContent('{"a": 1}'),
    );
    expect(screen.queryByTestId('reply-chart')).not.toBeInTheDocument();
  });
});
