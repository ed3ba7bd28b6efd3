import { describe, expect, it } from 'vitest';
import { CHART_MAX_POINTS, chartBlock, parseChart, type ChartInput } from './chart';

const chart: ChartInput = {
  title: 'Oil rate — A-1',
  x: { label: 'Date', type: 'date' },
  y: { label: 'Oil rate', unit: 'bbl/d' },
  series: [
    {
      name: 'Observed',
      kind: 'points',
      points: [
        ['2024-01-16', 1000],
        ['2024-02-15', null],
      ],
    },
  ],
};

describe('chart blocks', () => {
  it('write one line of JSON in a `chart` fence, and read back the same chart', () => {
    const block = chartBlock({ ...chart, title: 'Oil ```rate``` — A-1' });
    const lines = block.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('```chart');
    expect(lines[2]).toBe('```');
    const parsed = parseChart(lines[1] ?? '');
    expect(parsed).toEqual({
      ok: true,
      chart: { ...chart, title: 'Oil ```rate``` — A-1', y: { ...chart.y, scale: 'linear' } },
    });
  });

  it.each([
    ['not JSON', '{"title":', 'The chart data is not valid JSON.'],
    [
      'a number on a date axis',
      JSON.stringify({ ...chart, series: [{ name: 's', kind: 'line', points: [[3, 1]] }] }),
      'series.0.points.0.0: must be an ISO 8601 date on a date axis',
    ],
    [
      'an impossible date',
      JSON.stringify({
        ...chart,
        series: [{ name: 's', kind: 'line', points: [['2024-13-45', 1]] }],
      }),
      'must be a real ISO 8601 date (YYYY-MM-DD)',
    ],
    [
      'a point that is not [x, y]',
      JSON.stringify({
        ...chart,
        series: [{ name: 's', kind: 'line', points: [['2024-01-01', 'high']] }],
      }),
      'series.0.points.0: must be [x, y]: x a number or an ISO 8601 date, y a number or null',
    ],
    [
      'no values at all',
      JSON.stringify({
        ...chart,
        series: [{ name: 's', kind: 'line', points: [['2024-01-01', null]] }],
      }),
      'series: no series has a value',
    ],
    [
      'an unknown series kind',
      JSON.stringify({ ...chart, series: [{ name: 's', kind: 'pie', points: [] }] }),
      'series.0.kind',
    ],
    [
      'too many points',
      JSON.stringify({
        ...chart,
        x: { label: 'Month', type: 'number' },
        series: Array.from({ length: 4 }, (_, index) => ({
          name: `s${index}`,
          kind: 'line',
          points: Array.from({ length: 1000 }, (_, x) => [x, 1]),
        })),
      }),
      `a chart carries at most ${CHART_MAX_POINTS} points; got 4000`,
    ],
  ])('refuse %s with a reason', (_, body, reason) => {
    const parsed = parseChart(body);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.error).toContain(reason);
  });

  it('refuse to write an invalid chart', () => {
    expect(() => chartBlock({ ...chart, series: [] })).toThrow();
  });
});
