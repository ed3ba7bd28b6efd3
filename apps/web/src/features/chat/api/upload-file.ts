import { UploadedFileSchema, type UploadedFile } from '@petrosage/contracts/files';
import type { ApiClient, ApiUploadOptions } from '../../../lib/api-client';

/**
 * `POST /files`: one file as multipart form data (field `file`). The server reads it before it
 * answers, so the promise settles with the file as read, or rejects with the reason it cannot be
 * used (the `detail` of a 413, 415 or 422). Progress covers sending the bytes only.
 */
export function uploadFile(
  api: ApiClient,
  file: File,
  options: ApiUploadOptions = {},
): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload('/files', form, UploadedFileSchema, options);
}
