import type { ApiClient } from '../../../lib/api-client';

/** `DELETE /files/{fileId}`: removes a file that was uploaded but not sent. */
export function deleteFile(api: ApiClient, fileId: string): Promise<void> {
  return api.requestVoid(`/files/${encodeURIComponent(fileId)}`, { method: 'DELETE' });
}
