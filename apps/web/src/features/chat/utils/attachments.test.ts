// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_FILE_TYPES,
  addAttachments,
  fileKindOfName,
  formatFileSize,
  isAcceptedFileName,
  tooLargeText,
  tooManyText,
} from './attachments';

const file = (name: string, content = 'x') =>
  new File([content], name, { lastModified: 1_700_000_000_000 });

describe('attachments', () => {
  it('accepts exactly .txt, .pdf, .doc, .docx, .csv, .xlsx and .json', () => {
    expect(ACCEPTED_FILE_TYPES).toBe('.txt,.pdf,.doc,.docx,.csv,.xlsx,.json');
    for (const name of ['a.txt', 'b.PDF', 'c.doc', 'd.docx', 'e.csv', 'f.xlsx', 'g.Json']) {
      expect(isAcceptedFileName(name), name).toBe(true);
    }
    for (const name of ['a.xls', 'b.exe', 'c.png', 'csv', '.csv', 'd.csv.zip', 'e.jsonl']) {
      expect(isAcceptedFileName(name), name).toBe(false);
    }
  });

  it('adds several files, refuses other types and keeps a repeated pick once', () => {
    const production = file('production.csv');
    const first = addAttachments([], [production, file('report.pdf'), file('photo.png')]);
    expect(first.files.map((f) => f.name)).toEqual(['production.csv', 'report.pdf']);
    expect(first.refused).toEqual(['photo.png']);

    const second = addAttachments(first.files, [production, file('notes.txt')]);
    expect(second.files.map((f) => f.name)).toEqual(['production.csv', 'report.pdf', 'notes.txt']);
    expect(second.refused).toEqual([]);
  });

  it('keeps two different files that share a name', () => {
    const { files } = addAttachments([file('data.csv', 'a')], [file('data.csv', 'longer')]);
    expect(files).toHaveLength(2);
  });

  it('names the kind of an accepted file', () => {
    expect(fileKindOfName('Report.PDF')).toBe('pdf');
    expect(fileKindOfName('rates.xlsx')).toBe('xlsx');
    expect(fileKindOfName('photo.png')).toBeNull();
  });

  it('words sizes and limits as the server does', () => {
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(12)).toBe('12 bytes');
    const limits = { maxBytes: 10 * 1024 * 1024, maxPerMessage: 5 };
    expect(tooLargeText('big.pdf', limits)).toBe(
      'big.pdf is larger than 10 MB, the most one file may be.',
    );
    expect(tooManyText(limits)).toBe('At most 5 files can be sent with one message.');
    expect(tooManyText({ ...limits, maxPerMessage: 1 })).toBe(
      'At most 1 file can be sent with one message.',
    );
  });
});
