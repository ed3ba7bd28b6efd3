import { describe, expect, it } from 'vitest';
import {
  buildTable,
  dayMonthOrder,
  parseDate,
  parseNumber,
  renderTable,
  summariseTable,
} from '../../src/modules/files/extraction/tables';

describe('parseNumber', () => {
  it.each([
    ['812', 812],
    ['-12.5', -12.5],
    ['1,234.5', 1234.5],
    ['.5', 0.5],
    ['1e3', 1000],
    ['0', 0],
    ['0.25', 0.25],
  ])('reads %s', (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });

  it.each(['007', '12a', '1,23', '', '1.2.3', '45%', 'NaN'])('leaves %s as text', (text) => {
    expect(parseNumber(text)).toBeUndefined();
  });

  it('reads decimal commas and dot thousands when asked', () => {
    expect(parseNumber('812,5', true)).toBe(812.5);
    expect(parseNumber('1.234,5', true)).toBe(1234.5);
    expect(parseNumber('812,5')).toBeUndefined();
  });
});

describe('parseDate', () => {
  it.each([
    ['2024-01-31', '2024-01-31'],
    ['2024-1-5', '2024-01-05'],
    ['2024-01-31T06:30', '2024-01-31T06:30:00'],
    ['2024-01-31 00:00:00', '2024-01-31'],
    ['2024/01/31', '2024-01-31'],
    ['01/31/2024', '2024-01-31'],
    ['1/5/24', '2024-01-05'],
    ['2024-03', '2024-03-01'],
    ['Mar-24', '2024-03-01'],
    ['March 2024', '2024-03-01'],
    ['Sept 2023', '2023-09-01'],
    ['31-Jan-2024', '2024-01-31'],
    ['Jan 31, 2024', '2024-01-31'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it('reads numeric dates day-first when told so', () => {
    expect(parseDate('05/01/2024', 'dmy')).toBe('2024-01-05');
    expect(parseDate('05.01.2024', 'dmy')).toBe('2024-01-05');
  });

  it.each(['2024-02-30', '13/13/2024', 'Marchy 2024', 'A-1', '2024', '12:00'])(
    'refuses %s',
    (text) => {
      expect(parseDate(text)).toBeUndefined();
    },
  );

  it('decides day-first or month-first per column', () => {
    expect(dayMonthOrder(['01/02/2024', '13/02/2024'])).toBe('dmy');
    expect(dayMonthOrder(['02/01/2024', '02/13/2024'])).toBe('mdy');
    expect(dayMonthOrder(['01/02/2024'])).toBe('mdy');
    expect(dayMonthOrder(['01.02.2024'])).toBe('dmy');
  });
});

describe('buildTable', () => {
  it('types cells, detects the header and drops blank rows and empty trailing columns', () => {
    const table = buildTable('p.csv', [
      ['Date', 'Oil', 'Flag', ''],
      ['13/01/2024', '1,200', 'TRUE', ''],
      ['', '', '', ''],
      ['14/01/2024', 'N/A', 'false', null],
    ]);
    expect(table).toEqual({
      name: 'p.csv',
      columns: ['Date', 'Oil', 'Flag'],
      column_types: ['date', 'number', 'boolean'],
      header: true,
      rows: [
        ['2024-01-13', 1200, true],
        ['2024-01-14', null, false],
      ],
    });
  });

  it('takes an all-text first row as the header only when its names are distinct', () => {
    expect(
      buildTable('a', [
        ['Well', 'Field'],
        ['A-1', 'Permian'],
      ])?.header,
    ).toBe(true);
    expect(
      buildTable('b', [
        ['A-1', 'A-1'],
        ['B-2', 'Permian'],
      ])?.header,
    ).toBe(false);
    expect(
      buildTable('c', [
        ['1', '2'],
        ['3', '4'],
      ])?.columns,
    ).toEqual(['Column 1', 'Column 2']);
  });

  it('names unnamed and repeated columns', () => {
    expect(
      buildTable('d', [
        ['Rate', '', 'Rate'],
        [1, 2, 3],
      ])?.columns,
    ).toEqual(['Rate', 'Column 2', 'Rate (2)']);
  });

  it('calls a column of mixed values text, keeping each value typed', () => {
    const table = buildTable('e', [['Reading'], ['12'], ['failed']]);
    expect(table?.column_types).toEqual(['text']);
    expect(table?.rows).toEqual([[12], ['failed']]);
  });

  it('answers nothing for a table without values', () => {
    expect(buildTable('f', [['', null], []])).toBeUndefined();
  });

  it('renders the whole table as CSV, quoting where needed, and a summary of a long one', () => {
    const table = buildTable('g', [
      ['Well', 'Note'],
      ['A-1', 'choke "32", open'],
      ['B-2', null],
    ]);
    if (!table) throw new Error('no table');
    expect(renderTable(table, 'Table')).toBe(
      'Table "g" (2 rows × 2 columns):\nWell,Note\nA-1,"choke ""32"", open"\nB-2,',
    );

    const long = buildTable('h', [
      ['Day', 'Rate'],
      ...Array.from({ length: 40 }, (_, day) => [day + 1, 100 - day]),
    ]);
    if (!long) throw new Error('no table');
    const summary = summariseTable(long, 'Sheet');
    expect(summary).toContain('- Day (number): min 1, max 40, mean 20.5');
    expect(summary).toContain('- Rate (number): min 61, max 100, mean 80.5');
    expect(summary).toContain('[… 10 rows not shown …]');
    expect(summary.split('\n').filter((line) => /^\d+,\d+$/.test(line))).toHaveLength(30);
  });
});
