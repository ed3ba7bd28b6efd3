import { UploadedFileSchema } from '@petrosage/contracts/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/api';
import { signUpUser, startServer, type TestServer } from '../helpers/server';
import {
  makeCompoundFile,
  makeDoc,
  makeDocx,
  makeEncryptedPdf,
  makePdf,
  makeXlsx,
  makeZip,
  makeZipBombDocx,
  DOCX_CONTENT_TYPES,
  DOCX_RELS,
  docxDocumentXml,
} from '@petrosage/test-support/fixtures/files';
import { refused, upload, uploaded } from './upload';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer({
    FILE_MAX_BYTES: String(3 * 1024 * 1024),
    RATE_LIMIT_UPLOADS_PER_USER: '100000',
  });
  ({ accessToken: token } = await signUpUser(server));
});
afterAll(async () => {
  await server.close();
});

async function stored(id: string) {
  const [row] = await server.db.query<{ content: string; tables: string | null; user_id: string }>(
    'SELECT content, tables, user_id FROM files WHERE id = $1',
    [id],
  );
  return row;
}

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

describe('POST /api/files: each type is read', () => {
  it('reads a PDF text layer page by page', async () => {
    const file = await uploaded(
      server,
      token,
      'Well A-1 report.pdf',
      makePdf(['Well A-1 daily report\nOil 812 bbl/d, choke 32/64', 'Water cut rising to 41%']),
    );
    expect(UploadedFileSchema.parse(file)).toMatchObject({
      name: 'Well A-1 report.pdf',
      kind: 'pdf',
      message_id: null,
      details: { pages: 2 },
    });
    expect(file.id).toMatch(/^file_/);
    expect(file.summary).toMatch(/^2 pages · \d+ characters$/);
    const row = await stored(file.id);
    expect(row?.content).toBe(
      '[Page 1]\nWell A-1 daily report\nOil 812 bbl/d, choke 32/64\n\n[Page 2]\nWater cut rising to 41%',
    );
  });

  it('marks pages without text but reads the others', async () => {
    const file = await uploaded(server, token, 'mixed.pdf', makePdf(['Typed page', null]));
    expect(file.details).toMatchObject({ pages: 2, pages_without_text: 1 });
    expect(file.summary).toMatch(/^2 pages \(1 without text\) · /);
    expect((await stored(file.id))?.content).toContain('[Page 2]\n(no text on this page)');
  });

  it('reads a .docx paragraph by paragraph', async () => {
    const file = await uploaded(
      server,
      token,
      'Workover plan.docx',
      makeDocx(['Workover plan', 'Pull rods & tubing; run ESP.']),
    );
    expect(file).toMatchObject({ kind: 'docx', summary: '43 characters' });
    expect((await stored(file.id))?.content).toBe('Workover plan\n\nPull rods & tubing; run ESP.');
  });

  it('reads a Word 97 .doc', async () => {
    const file = await uploaded(
      server,
      token,
      'Old procedure.doc',
      makeDoc(['Lockout procedure', 'Close the master valve first.']),
    );
    expect(file.kind).toBe('doc');
    expect((await stored(file.id))?.content).toBe(
      'Lockout procedure\nClose the master valve first.',
    );
  });

  it('reads a .docx saved under a .doc name as what it is', async () => {
    const file = await uploaded(server, token, 'renamed.doc', makeDocx(['Saved as docx']));
    expect(file.kind).toBe('doc');
    expect((await stored(file.id))?.content).toBe('Saved as docx');
  });

  it('reads every sheet of an .xlsx as a typed table', async () => {
    const bytes = await makeXlsx({
      Production: [
        ['Date', 'Oil (bbl/d)', 'Gas (Mcf/d)', 'Note'],
        [new Date(Date.UTC(2024, 0, 1)), 812.5, 1200, 'start'],
        [new Date(Date.UTC(2024, 0, 2)), { formula: 'B2*0.99', result: 804.4 }, 1190, null],
      ],
      Blank: [],
      Wells: [
        ['Well', 'API'],
        ['A-1', '42-123-45678'],
      ],
    });
    const file = await uploaded(server, token, 'Lease 7.xlsx', bytes);
    expect(file).toMatchObject({
      kind: 'xlsx',
      details: { sheets: 3, rows: 3 },
      summary: '3 sheets · 3 rows',
    });
    const row = await stored(file.id);
    expect(row?.content).toBe(
      [
        'Sheet "Production" (2 rows × 4 columns):',
        'Date,Oil (bbl/d),Gas (Mcf/d),Note',
        '2024-01-01,812.5,1200,start',
        '2024-01-02,804.4,1190,',
        '',
        'Sheet "Wells" (1 row × 2 columns):',
        'Well,API',
        'A-1,42-123-45678',
        '',
        'Empty sheets: "Blank".',
      ].join('\n'),
    );
    expect(JSON.parse(row?.tables ?? 'null')).toEqual([
      {
        name: 'Production',
        columns: ['Date', 'Oil (bbl/d)', 'Gas (Mcf/d)', 'Note'],
        column_types: ['date', 'number', 'number', 'text'],
        header: true,
        rows: [
          ['2024-01-01', 812.5, 1200, 'start'],
          ['2024-01-02', 804.4, 1190, null],
        ],
      },
      {
        name: 'Wells',
        columns: ['Well', 'API'],
        column_types: ['text', 'text'],
        header: true,
        rows: [['A-1', '42-123-45678']],
      },
    ]);
  });

  it('reads a CSV: delimiter, decimal commas, day-first dates and the header detected', async () => {
    const csv = 'Datum;Öl (m3/d);Wasser\n31.01.2024;12,5;3\n01.02.2024;12,25;-\n';
    const file = await uploaded(server, token, 'förderung.csv', Buffer.from(csv, 'latin1'));
    expect(file).toMatchObject({
      kind: 'csv',
      summary: '2 rows × 3 columns',
      details: { delimiter: ';', header: true, encoding: 'Windows-1252', rows: 2, columns: 3 },
    });
    expect(JSON.parse((await stored(file.id))?.tables ?? 'null')).toEqual([
      {
        name: 'förderung.csv',
        columns: ['Datum', 'Öl (m3/d)', 'Wasser'],
        column_types: ['date', 'number', 'number'],
        header: true,
        rows: [
          ['2024-01-31', 12.5, 3],
          ['2024-02-01', 12.25, null],
        ],
      },
    ]);
  });

  it('reads a CSV without a header row', async () => {
    const file = await uploaded(server, token, 'rates.csv', '2024-01-01,812\n2024-01-02,809\n');
    expect(file.details).toMatchObject({ header: false, delimiter: ',', rows: 2 });
    const [table] = JSON.parse((await stored(file.id))?.tables ?? '[]') as { columns: string[] }[];
    expect(table?.columns).toEqual(['Column 1', 'Column 2']);
  });

  it('validates and pretty-prints JSON; a list of records is also a table', async () => {
    const file = await uploaded(
      server,
      token,
      'tests.json',
      '[{"well":"A-1","rate":812},{"well":"B-2","rate":455}]',
    );
    expect(file).toMatchObject({ kind: 'json', summary: '2 records · 2 fields' });
    const row = await stored(file.id);
    expect(row?.content).toBe(
      '[\n  {\n    "well": "A-1",\n    "rate": 812\n  },\n  {\n    "well": "B-2",\n    "rate": 455\n  }\n]',
    );
    expect(JSON.parse(row?.tables ?? 'null')).toMatchObject([
      {
        columns: ['well', 'rate'],
        rows: [
          ['A-1', 812],
          ['B-2', 455],
        ],
      },
    ]);

    const object = await uploaded(server, token, 'settings.json', '{"choke":32}');
    expect(object.summary).toBe('JSON · 17 characters');
    expect((await stored(object.id))?.tables).toBeNull();
  });

  it('detects the encoding of text files', async () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Grüße aus Houston', 'utf16le'),
    ]);
    const file = await uploaded(server, token, 'notes.txt', utf16);
    expect(file.details).toMatchObject({ encoding: 'UTF-16LE', characters: 17 });
    expect((await stored(file.id))?.content).toBe('Grüße aus Houston');

    const latin1 = await uploaded(
      server,
      token,
      'old.txt',
      Buffer.from('Café près du puits\r\n', 'latin1'),
    );
    expect(latin1.details.encoding).toBe('Windows-1252');
    expect((await stored(latin1.id))?.content).toBe('Café près du puits\n');

    const utf8 = await uploaded(server, token, 'plain.txt', 'Casing 9⅝" at 2,450 m');
    expect(utf8.details.encoding).toBe('UTF-8');
  });

  it('keeps the last part of a path and the full unicode name', async () => {
    const file = await uploaded(server, token, 'C:\\fakepath\\Bohrbericht Ölfeld 7.txt', 'x');
    expect(file.name).toBe('Bohrbericht Ölfeld 7.txt');
  });
});

describe('POST /api/files: refused files get a clear 4xx, and the server carries on', () => {
  it('refuses other extensions (415)', async () => {
    expect(await refused(server, token, 'setup.exe', 'MZ')).toEqual({
      status: 415,
      detail:
        'setup.exe cannot be attached: only .txt, .pdf, .doc, .docx, .csv, .xlsx and .json files can.',
    });
    expect((await refused(server, token, 'noextension', 'abc')).status).toBe(415);
  });

  it('refuses content that does not match the extension (415)', async () => {
    expect(await refused(server, token, 'photo.pdf', PNG)).toEqual({
      status: 415,
      detail:
        'photo.pdf is not a PDF file: its content does not start like a PDF. Its content is a PNG image. Check that it is not damaged or renamed.',
    });
    expect(await refused(server, token, 'report.txt', makePdf(['x']))).toEqual({
      status: 415,
      detail:
        'report.txt is not a text file. Its content is a PDF document. Attach it with its own extension if it is one of .txt, .pdf, .doc, .docx, .csv, .xlsx and .json.',
    });
    expect(
      (await refused(server, token, 'data.csv', Buffer.from([0x00, 0x01, 0x02, 0x03, 0xff])))
        .detail,
    ).toBe(
      'data.csv does not look like a text file: it contains binary data. Check that it is not damaged or renamed.',
    );
    expect((await refused(server, token, 'sheet.xlsx', makePdf(['x']))).detail).toBe(
      'sheet.xlsx is not an Excel workbook (.xlsx). Its content is a PDF document.',
    );
    expect(
      (
        await refused(
          server,
          token,
          'legacy.xlsx',
          makeCompoundFile([{ name: 'Workbook', data: Buffer.alloc(10) }]),
        )
      ).detail,
    ).toBe(
      'legacy.xlsx is a legacy Excel 97–2003 workbook (.xls), which cannot be read. Save it as .xlsx or .csv and attach that.',
    );
    expect(await refused(server, token, 'memo.doc', '{\\rtf1\\ansi hello}')).toEqual({
      status: 415,
      detail:
        'memo.doc is a Rich Text (RTF) document with a .doc name, which cannot be read. Save it as .docx or .txt and attach that.',
    });
    // A real archive that is not a Word document.
    const notWord = makeZip([{ name: 'readme.txt', data: 'hello' }]);
    expect(await refused(server, token, 'archive.docx', notWord)).toEqual({
      status: 415,
      detail: 'archive.docx is not a Word document: the archive has no document in it.',
    });
    expect(await refused(server, token, 'archive.xlsx', notWord)).toEqual({
      status: 415,
      detail: 'archive.xlsx is not an Excel workbook: the archive has no workbook in it.',
    });
  });

  it('refuses password-protected files (422)', async () => {
    expect(
      await refused(server, token, 'locked.pdf', makeEncryptedPdf('Confidential AFE', 'rig42')),
    ).toEqual({
      status: 422,
      detail:
        'locked.pdf is password-protected, so it cannot be read. Save or print it to a PDF without a password and attach that.',
    });
    const encryptedDocx = makeCompoundFile([
      { name: 'EncryptionInfo', data: Buffer.alloc(64) },
      { name: 'EncryptedPackage', data: Buffer.alloc(64) },
    ]);
    expect(await refused(server, token, 'locked.docx', encryptedDocx)).toEqual({
      status: 422,
      detail:
        'locked.docx is password-protected, so it cannot be read. Save a copy without the password and attach that.',
    });
  });

  it('refuses a scanned PDF without a text layer (422)', async () => {
    expect(await refused(server, token, 'scan.pdf', makePdf([null, null]))).toEqual({
      status: 422,
      detail:
        'scan.pdf has no text to read: it is probably scanned images. Text recognition (OCR) is not available; attach a PDF with selectable text, or the document it was made from.',
    });
  });

  it('refuses a damaged PDF (422)', async () => {
    expect(await refused(server, token, 'cut.pdf', '%PDF-1.7\n1 0 obj << /Type /Catalog')).toEqual({
      status: 422,
      detail: 'cut.pdf is damaged or is not a valid PDF, so it cannot be read.',
    });
  });

  it('refuses files over FILE_MAX_BYTES (413) without reading them whole', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024 + 1, 'a');
    expect(await refused(server, token, 'big.txt', big)).toEqual({
      status: 413,
      detail: 'big.txt is larger than 3 MB, the most one file may be.',
    });
  });

  it('refuses zip bombs (413) and archives that lie about their size (422)', async () => {
    expect(await refused(server, token, 'bomb.docx', makeZipBombDocx(120))).toEqual({
      status: 413,
      detail:
        'bomb.docx unpacks to 120 MB; at most 100 MB can be read. It may have been built to overload the reader, or it holds very large embedded files.',
    });
    const liar = makeZip([
      { name: '[Content_Types].xml', data: DOCX_CONTENT_TYPES },
      { name: '_rels/.rels', data: DOCX_RELS },
      {
        name: 'word/document.xml',
        data: docxDocumentXml(['x'.repeat(50_000)]),
        declaredSize: 1000,
      },
    ]);
    expect(await refused(server, token, 'liar.docx', liar)).toEqual({
      status: 422,
      detail:
        'liar.docx is damaged and cannot be read (a packed part unpacks to more than it declares).',
    });
  });

  it('refuses malformed CSV and JSON (422), saying where', async () => {
    expect(await refused(server, token, 'broken.csv', 'well,rate\nA-1,"812\nB-2,455\n')).toEqual({
      status: 422,
      detail: 'broken.csv is not valid CSV: a quoted field that starts on line 2 is never closed.',
    });
    expect(
      await refused(server, token, 'broken.json', '{\n  "well": "A-1",\n  "rate": }\n'),
    ).toEqual({
      status: 422,
      detail: 'broken.json is not valid JSON: unexpected "}" (line 3, column 11).',
    });
    expect(await refused(server, token, 'trailing.json', '[1, 2,]')).toEqual({
      status: 422,
      detail: 'trailing.json is not valid JSON: unexpected "]" (line 1, column 7).',
    });
  });

  it('refuses empty files (422)', async () => {
    expect(await refused(server, token, 'empty.txt', '')).toEqual({
      status: 422,
      detail: 'empty.txt is empty.',
    });
    expect(await refused(server, token, 'blank.csv', '\n\n  \n')).toEqual({
      status: 422,
      detail: 'blank.csv contains no text to read.',
    });
  });

  it('answers requests that are not one file in multipart/form-data', async () => {
    const json = await api(server, token, '/files', {
      method: 'POST',
      body: JSON.stringify({ file: 'x' }),
    });
    expect(json.status).toBe(415);
    expect(await json.json()).toMatchObject({
      detail: 'Upload the file as multipart/form-data in a field named "file".',
    });

    const text = await fetch(`${server.url}/api/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
      body: 'a,b',
    });
    expect(text.status).toBe(415);

    const wrongField = await upload(server, token, 'a.txt', 'x', { field: 'document' });
    expect(wrongField.status).toBe(422);
    expect(await wrongField.json()).toMatchObject({
      detail: 'The upload holds no file: send it as multipart/form-data in a field named "file".',
    });

    const form = new FormData();
    form.append('file', new Blob(['one']), 'one.txt');
    form.append('file', new Blob(['two']), 'two.txt');
    const two = await fetch(`${server.url}/api/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(two.status).toBe(422);
    expect(await two.json()).toEqual({
      detail: 'Send one file per request.',
      request_id: expect.any(String) as string,
    });
  });

  it('needs a signed-in user', async () => {
    const response = await upload(server, null, 'a.txt', 'x');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      detail: 'Authentication required',
      request_id: expect.any(String) as string,
    });
  });
});

describe('a hostile file fails alone', () => {
  let quick: TestServer;
  beforeAll(async () => {
    quick = await startServer(
      { FILE_PARSE_TIMEOUT_MS: '1500', RATE_LIMIT_UPLOADS_PER_USER: '100000' },
      { ...server.db, close: () => Promise.resolve() },
    );
  });
  afterAll(async () => {
    await quick.close();
  });

  it('stops a parser that loops on a file and goes on serving', async () => {
    const started = Date.now();
    const hostile = await refused(
      quick,
      token,
      'loop.doc',
      makeDoc(['never read'], { cycle: true }),
    );
    expect(hostile.status).toBe(422);
    expect(hostile.detail).toMatch(
      /^loop\.doc could not be read: (reading it took longer than 1\.5 s|it needs more memory than one file may use)\. It may be damaged or built to overload the reader\.$/,
    );
    expect(Date.now() - started).toBeLessThan(15_000);
    // The next files are read as usual, while the server kept answering meanwhile.
    const [next, health] = await Promise.all([
      uploaded(quick, token, 'after.doc', makeDoc(['read fine'])),
      fetch(`${quick.url}/api/`),
    ]);
    expect(next.kind).toBe('doc');
    expect(health.status).toBe(200);
  });

  it('times out a file that takes too long to read', async () => {
    const slow = await startServer(
      {
        FILE_PARSE_TIMEOUT_MS: '30',
        FILE_MAX_BYTES: String(20 * 1024 * 1024),
        RATE_LIMIT_UPLOADS_PER_USER: '100000',
      },
      { ...server.db, close: () => Promise.resolve() },
    );
    try {
      // Warm the worker up so the limit measures reading, then a long CSV.
      await refused(slow, token, 'warm.txt', 'x');
      const rows = Array.from(
        { length: 150_000 },
        (_, index) => `2024-01-01,${index},${index * 2}.5,note ${index}`,
      ).join('\n');
      expect(await refused(slow, token, 'long.csv', rows)).toEqual({
        status: 422,
        detail:
          'long.csv could not be read: reading it took longer than 30 ms. It may be damaged or built to overload the reader.',
      });
    } finally {
      await slow.close();
    }
  });
});

describe('uploads per user are limited', () => {
  it('answers 429 with Retry-After beyond RATE_LIMIT_UPLOADS_PER_USER, for that user only', async () => {
    const limited = await startServer(
      { RATE_LIMIT_UPLOADS_PER_USER: '2' },
      { ...server.db, close: () => Promise.resolve() },
    );
    try {
      const { accessToken } = await signUpUser(limited);
      expect((await upload(limited, accessToken, 'one.txt', 'one')).status).toBe(201);
      // A refused file counts too: reading it cost as much.
      expect((await upload(limited, accessToken, 'two.json', '{')).status).toBe(422);
      const third = await upload(limited, accessToken, 'three.txt', 'three');
      expect(third.status).toBe(429);
      const retryAfter = Number(third.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(await third.json()).toMatchObject({
        detail: `Too many files uploaded in a short time. Try again in ${retryAfter} s.`,
      });
      const other = await signUpUser(limited);
      expect((await upload(limited, other.accessToken, 'mine.txt', 'x')).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('files belong to their uploader', () => {
  it('answers 404 to anyone else, and lets the owner read and remove an unsent file', async () => {
    const file = await uploaded(server, token, 'mine.txt', 'private well data');
    const other = await signUpUser(server);

    expect((await api(server, other.accessToken, `/files/${file.id}`)).status).toBe(404);
    const otherDelete = await api(server, other.accessToken, `/files/${file.id}`, {
      method: 'DELETE',
    });
    expect(otherDelete.status).toBe(404);
    expect(await otherDelete.json()).toEqual({
      detail: 'File not found',
      request_id: expect.any(String) as string,
    });

    const own = await api(server, token, `/files/${file.id}`);
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual(file);

    const removed = await api(server, token, `/files/${file.id}`, { method: 'DELETE' });
    expect(await removed.json()).toEqual({ deleted: 1 });
    expect((await api(server, token, `/files/${file.id}`)).status).toBe(404);
    expect((await api(server, token, '/files/not-an-id')).status).toBe(404);
  });
});
