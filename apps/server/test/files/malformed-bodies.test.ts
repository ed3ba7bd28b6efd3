import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startServer, type TestServer } from '../helpers/server';

/*
 * Bodies a client cut short or made too big: a clear 4xx the client actually receives, never a
 * 500 and never a connection cut while it still sends.
 */

let server: TestServer;
let token = '';
beforeAll(async () => {
  server = await startServer();
  ({ accessToken: token } = await signUpUser(server));
});
afterAll(() => server.close());

/** Sends `body` as written over a raw socket; answers what came back. */
function rawUpload(body: string, boundary = 'XYZ'): Promise<string> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
    // Written, not ended: the client waits for the answer, as a browser does.
    socket.write(
      [
        'POST /api/files HTTP/1.1',
        'Host: 127.0.0.1',
        `Authorization: Bearer ${token}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  });
}

const INCOMPLETE =
  'The upload is not a complete multipart/form-data body: it ended before the whole file arrived, or its parts are malformed.';

describe('a multipart upload cut short', () => {
  it.each([
    [
      'a file part without its closing boundary',
      '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nDate,Oil\r\n2024-01-01,5',
    ],
    [
      'a part whose headers never end',
      '--XYZ\r\nContent-Disposition: form-data; name="file"; filen',
    ],
  ])('answers 400, not 500: %s', async (_case, body) => {
    const answer = await rawUpload(body);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain(JSON.stringify({ detail: INCOMPLETE }).slice(0, -1));
  });
});

describe('a body past its limit, sent slowly', () => {
  it('reaches the client as a 413 while it is still sending', async () => {
    const { port } = new URL(server.url);
    const total = 2_000_000;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/history',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'content-length': total,
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      outgoing.on('error', reject);
      const head = '{"title":"x","messages":[{"role":"user","content":"';
      outgoing.write(head);
      let sent = head.length;
      const timer = setInterval(() => {
        const size = Math.min(65_536, total - sent);
        if (size <= 0 || outgoing.destroyed) {
          clearInterval(timer);
          outgoing.end();
          return;
        }
        outgoing.write('y'.repeat(size));
        sent += size;
      }, 5);
    });
    expect({ status: answer.status, body: JSON.parse(answer.body) as unknown }).toEqual({
      status: 413,
      body: {
        detail: 'Request body is too large: the limit is 1048576 bytes',
        request_id: expect.any(String) as string,
      },
    });
  });
});

describe('a body past its limit, sent whole before the client reads', () => {
  /**
   * Writes the request and its whole body over a raw socket, as clients that read only once
   * they have sent everything do; answers the response, or the error that cut the sending.
   */
  function sendThenRead(head: string[], body: Buffer): Promise<string> {
    const { port } = new URL(server.url);
    return new Promise((resolve) => {
      const socket = connect(Number(port), '127.0.0.1');
      let received = '';
      let failed = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      socket.on('error', (error: NodeJS.ErrnoException) => (failed ||= error.code ?? 'error'));
      socket.on('close', () => resolve(failed === '' ? received : `${failed} while sending`));
      socket.write([...head, `Content-Length: ${body.length}`, '', ''].join('\r\n'));
      socket.end(body);
    });
  }

  // The body's start: the request id follows it (decision 050).
  const TOO_LARGE = JSON.stringify({
    detail: 'Request body is too large: the limit is 1048576 bytes',
  }).slice(0, -1);
  const jsonHead = (connection: string) => [
    'POST /api/history HTTP/1.1',
    'Host: 127.0.0.1',
    `Authorization: Bearer ${token}`,
    'Content-Type: application/json',
    `Connection: ${connection}`,
  ];

  it.each(['keep-alive', 'close'])(
    'answers 413 to a 4 MB JSON body, which the client sees (Connection: %s)',
    async (connection) => {
      const answer = await sendThenRead(jsonHead(connection), Buffer.alloc(4_000_000, 0x61));
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toContain(TOO_LARGE);
    },
  );

  it('answers 413 to a file over FILE_MAX_BYTES in a multipart upload', async () => {
    const file = Buffer.alloc(server.config.files.maxBytes + 2_000_000, 0x61);
    const body = Buffer.concat([
      Buffer.from(
        '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n',
      ),
      file,
      Buffer.from('\r\n--XYZ--\r\n'),
    ]);
    const answer = await sendThenRead(
      [
        'POST /api/files HTTP/1.1',
        'Host: 127.0.0.1',
        `Authorization: Bearer ${token}`,
        'Content-Type: multipart/form-data; boundary=XYZ',
      ],
      body,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  });
});
