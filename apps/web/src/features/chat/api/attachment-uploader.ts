import type { ApiClient } from '../../../lib/api-client';
import type { AttachmentUploader } from '../hooks/use-attachment-drafts';
import { deleteFile } from './delete-file';
import { uploadFile } from './upload-file';

/** The input bar's uploader over the product API: `POST /files`, and `DELETE` for removed files. */
export function createAttachmentUploader(api: ApiClient): AttachmentUploader {
  return {
    upload: (file, options) => uploadFile(api, file, options),
    discard: (fileId) => {
      // A file left behind is deleted by the server's sweep of unsent files anyway.
      deleteFile(api, fileId).catch(() => undefined);
    },
  };
}
