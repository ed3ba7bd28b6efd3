import type { UploadedFile } from '@petrosage/contracts/files';
import type { TestServer } from '../helpers/server';

/** `POST /api/files` with one file in the `file` field, as a browser's FormData sends it. */
export function upload(
  server: TestServer,
  token: string | null,
  name: string,
  bytes: Buffer | string,
  { field = 'file', type = 'application/octet-stream' }: { field?: string; type?: string } = {},
): Promise<Response> {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), name);
  return fetch(`${server.url}/api/files`, {
    method: 'POST',
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
    body: form,
  });
}

/** Uploads and expects a 201; answers the stored file. */
export async function uploaded(
  server: TestServer,
  token: string,
  name: string,
  bytes: Buffer | string,
): Promise<UploadedFile> {
  const response = await upload(server, token, name, bytes);
  const body = (await response.json()) as UploadedFile & { detail?: string };
  if (response.status !== 201)
    throw new Error(`upload of ${name}: ${response.status} ${body.detail ?? ''}`);
  return body;
}

/** Answers status and `detail` of a refused upload. */
export async function refused(
  server: TestServer,
  token: string,
  name: string,
  bytes: Buffer | string,
): Promise<{ status: number; detail: string }> {
  const response = await upload(server, token, name, bytes);
  const body = (await response.json()) as { detail?: unknown };
  return { status: response.status, detail: typeof body.detail === 'string' ? body.detail : '' };
}
