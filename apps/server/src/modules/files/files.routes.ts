import multipart from '@fastify/multipart';
import { ApiErrorSchema } from '@petrosage/contracts/health';
import {
  DeleteFileResponseSchema,
  FileIdSchema,
  UploadedFileSchema,
} from '@petrosage/contracts/files';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import type { RouteKit } from '../../lib/route-kit';
import { z } from 'zod';
import type { FilesService, Upload } from './files.service';

export interface FilesRoutesOptions {
  files: FilesService;
  /** `FILE_MAX_BYTES`: the multipart reader stops a file beyond it. */
  maxBytes: number;
}

/** The form field the file is sent in. */
export const FILE_FIELD = 'file';

function oneFilePerRequest(): AppError {
  return new AppError('validation_failed', 'Send one file per request.', { status: 422 });
}

function incompleteUpload(): AppError {
  return new AppError(
    'validation_failed',
    'The upload is not a complete multipart/form-data body: it ended before the whole file arrived, or its parts are malformed.',
    { status: 400 },
  );
}

function multipartCode(error: unknown): string | undefined {
  return typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string'
    ? error.code
    : undefined;
}

/** Reads the one file of a multipart request into memory (at most `FILE_MAX_BYTES`). */
async function readUpload(request: FastifyRequest, files: FilesService): Promise<Upload> {
  let upload: Upload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (upload !== undefined || part.fieldname !== FILE_FIELD) {
        part.file.resume();
        if (upload !== undefined) throw oneFilePerRequest();
        continue;
      }
      const fileName = part.filename;
      try {
        upload = { fileName, bytes: await part.toBuffer() };
      } catch (error: unknown) {
        if (multipartCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw files.tooLarge(fileName);
        throw error;
      }
    }
  } catch (error: unknown) {
    switch (multipartCode(error)) {
      case 'FST_FILES_LIMIT':
        throw oneFilePerRequest();
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw new AppError('request_too_large', 'The upload holds too many form fields.');
      case 'FST_MP_PREMATURE_CLOSE':
        throw incompleteUpload();
      default:
        // The multipart reader's own errors ("Unexpected end of multipart data", a part's
        // malformed headers, no boundary): the body is not a complete form, so the client's doing.
        if (error instanceof Error && !(error instanceof AppError)) {
          request.log.info({ err: error }, 'a malformed multipart upload');
          throw incompleteUpload();
        }
        throw error;
    }
  }
  if (!upload) {
    throw new AppError(
      'validation_failed',
      `The upload holds no file: send it as multipart/form-data in a field named "${FILE_FIELD}".`,
      { status: 422 },
    );
  }
  return upload;
}

/**
 * Attachments, mounted at `/api` in its own scope: the multipart reader is registered here only.
 * `POST /files` reads one file per request (so each has its own progress and outcome).
 */
export async function filesRoutes(
  app: FastifyInstance,
  routes: RouteKit,
  { files, maxBytes }: FilesRoutesOptions,
): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
    throwFileSizeLimit: true,
  });
  // Any other body reaches the handler, which answers with what to send instead.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  const error = { description: 'Error', schema: ApiErrorSchema };
  const file = { auth: 'user', tag: 'files' } as const;
  const ofFile = {
    ...file,
    params: z.object({ fileId: FileIdSchema }),
    paramsNotFound: 'File not found',
  } as const;

  routes.route({
    ...file,
    method: 'POST',
    url: '/files',
    summary: `Upload one file (multipart/form-data, field "${FILE_FIELD}"): .txt .pdf .doc .docx .csv .xlsx .json; it is read at once`,
    responses: {
      201: { description: 'Read and stored', schema: UploadedFileSchema },
      413: error,
      415: error,
      422: error,
      429: error,
    },
    handler: async ({ userId, request, reply }) => {
      if (!request.isMultipart()) {
        throw new AppError(
          'unsupported_media_type',
          `Upload the file as multipart/form-data in a field named "${FILE_FIELD}".`,
        );
      }
      await files.admitUpload(userId);
      const upload = await readUpload(request, files);
      return reply.code(201).send(await files.upload(userId, upload));
    },
  });

  routes.route({
    ...ofFile,
    method: 'GET',
    url: '/files/:fileId',
    summary: 'One of my files',
    responses: { 200: { description: 'File', schema: UploadedFileSchema }, 404: error },
    handler: ({ userId, params }) => files.get(userId, params.fileId),
  });

  routes.route({
    ...ofFile,
    method: 'DELETE',
    url: '/files/:fileId',
    summary: 'Remove a file not sent yet',
    responses: {
      200: { description: 'Removed', schema: DeleteFileResponseSchema },
      404: error,
      409: error,
    },
    handler: async ({ userId, params }) => {
      await files.remove(userId, params.fileId);
      return { deleted: 1 };
    },
  });
}
