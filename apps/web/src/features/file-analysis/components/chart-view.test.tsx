import type { ChartInput } from '@petrosage/contracts/chart';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChartView } from './chart-view';

const decline: ChartInput = {
  title: 'Oil rate and decline forecast — A-1.csv',
  description: 'Oil rate from Jan 2021 to Dec 2022 and its forecast. EUR 812,000 bbl.',
  x: { label: 'Date', type: 'date' },
  y: { label: 'Oil rate', unit: 'bbl/d', scale: 'log' },
  series: [
    {
      name: 'Oil rate (from the file)',
      kind: 'points',
      points: [
        ['2021-01-16', 1200],
        ['2021-02-15', 1100],
        ['2021-03-16', 0],
      ],
    },
    {
      name: 'Forecast',
      kind: 'line',
      dashed: true,
      points: [
        ['2021-03-16', 1000],
        ['2030-01-01', 50],
      ],
    },
  ],
};

function renderChart(chart: unknown) {
  return render(<ChartView source={typeof chart === 'string' ? chart : JSON.stringify(chart)} />);
}

function yTickLabels(svg: HTMLElement): string[] {
  return [...svg.querySelectorAll('text[text-anchor="end"]')].map((text) => text.textContent ?? '');
}

describe('a chart in a reply', () => {
  it('is an image named by its title and described in words, with axes and a legend', () => {
    renderChart(decline);
    const image = screen.getByRole('img', { name: /Oil rate and decline forecast — A-1\.csv/ });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image).toHaveAccessibleName(
      expect.stringContaining(
        'EUR 812,000 bbl. Date from 16 Jan 2021 to 1 Jan 2030. Oil rate (bbl/d) on the vertical axis. Logarithmic value scale.',
      ),
    );
    expect(within(image).getByText('Date')).toBeInTheDocument();
    expect(within(image).getByText('Oil rate (bbl/d)')).toBeInTheDocument();
    // Date ticks on whole years over nine years; decades on the log axis.
    const xTicks = [...image.querySelectorAll('text[text-anchor="middle"]')]
      .map((text) => text.textContent)
      .slice(0, -2);
    expect(xTicks).toEqual(['2022', '2024', '2026', '2028', '2030']);
    expect(yTickLabels(image)).toEqual(['10', '100', '1,000', '10K']);
    // Observed points are markers (the zero has no logarithm), the forecast a dashed line.
    expect(image.querySelectorAll('circle')).toHaveLength(2);
    expect(image.querySelector('path')?.getAttribute('stroke-dasharray')).toBe('6 4');
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Oil rate (from the file)', 'Forecast']);
  });

  it('switches between logarithmic and linear scales', async () => {
    const user = userEvent.setup();
    renderChart(decline);
    const toggle = screen.getByRole('button', { name: 'Log scale' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const image = screen.getByRole('img');
    expect(yTickLabels(image)[0]).toBe('0');
    expect(yTickLabels(image)).toContain('1,200');
    // On the linear scale the zero rate is drawn too.
    expect(image.querySelectorAll('circle')).toHaveLength(3);
    expect(image).not.toHaveAccessibleName(expect.stringContaining('Logarithmic'));
    await user.click(toggle);
    expect(yTickLabels(screen.getByRole('img'))).toEqual(['10', '100', '1,000', '10K']);
  });

  it('opens on a linear scale when the chart says so', () => {
    renderChart({ ...decline, y: { ...decline.y, scale: 'linear' } });
    expect(screen.getByRole('button', { name: 'Log scale' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows its data as a table behind "Show data"', async () => {
    const user = userEvent.setup();
    renderChart(decline);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByText('Show data'));
    const table = screen.getByRole('table', {
      name: 'Data of Oil rate and decline forecast — A-1.csv',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Oil rate (from the file) (bbl/d)', 'Forecast (bbl/d)']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['16 Jan 2021', '1,200', ''],
      ['15 Feb 2021', '1,100', ''],
      ['16 Mar 2021', '0', '1,000'],
      ['1 Jan 2030', '', '50'],
    ]);
  });

  it('draws numbers on the x axis, with gaps where a value is missing', () => {
    renderChart({
      title: 'Water cut',
      x: { label: 'Month', type: 'number', unit: 'months' },
      y: { label: 'Water cut', unit: '%' },
      series: [
        {
          name: 'Water cut',
          kind: 'line',
          points: [
            [1, 10],
            [2, 12],
            [3, null],
            [4, 15],
            [5, 16],
          ],
        },
      ],
    });
    const image = screen.getByRole('img', { name: /Water cut/ });
    expect(within(image).getByText('Month (months)')).toBeInTheDocument();
    const path = image.querySelector('path')?.getAttribute('d') ?? '';
    // Two pieces: 1–2, then 4–5.
    expect(path.match(/M/g)).toHaveLength(2);
    expect(path.match(/L/g)).toHaveLength(2);
  });

  it.each([
    [
      'text that is not JSON',
      '{"title": "Oil rate", "series": [',
      'The chart data is not valid JSON.',
    ],
    [
      'JSON that is not a chart',
      JSON.stringify({ ...decline, series: [{ name: 'x', kind: 'line', points: [[1, 2]] }] }),
      'The chart data is not a valid chart (series.0.points.0.0: must be an ISO 8601 date on a date axis).',
    ],
  ])('shows %s as the raw block, with the reason', (_, source, reason) => {
    renderChart(source);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.getByTestId('chart-fallback').querySelector('pre code')).toHaveTextContent(
      source,
    );
  });
});
