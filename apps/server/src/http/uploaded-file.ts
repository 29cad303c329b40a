import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error.js';

/** What an upload call accepts as a file, by its name or else its declared type. */
export interface FileKind {
  /** How the refusal names it: "a CSV file". */
  readonly description: string;
  /** Name endings accepted whatever the declared type, lower case: `.csv`. */
  readonly extensions: readonly string[];
  /** Declared types (without parameters) accepted whatever the name. */
  readonly contentTypes: readonly string[];
}

/** The one file of an upload, read as it arrives. */
export interface UploadedFile {
  readonly filename: string;
  /**
   * Its bytes as they arrive. Iteration throws HttpError: 413 past `maxBytes` (never a silently
   * cut file), 400 when the upload breaks off or is not valid multipart.
   */
  readonly bytes: AsyncIterable<Buffer>;
  /**
   * Reads the rest of the request once the file has been read: resolves when it ends cleanly
   * with nothing else in it, throws HttpError 400 for a second file or any other field.
   */
  finish(): Promise<void>;
}

/** Busboy's own errors (a cut or malformed body) carry no status; the plugin's limits do. */
const asUploadError = (error: unknown): HttpError => {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (status === 413) return new HttpError(413, 'The upload is larger than allowed');
  return new HttpError(
    400,
    'The upload ended before the whole file arrived, or is not valid multipart/form-data',
  );
};

/** The next part of the form, or undefined at its end; failures as HttpError. */
async function nextPart(parts: AsyncIterator<Multipart>): Promise<Multipart | undefined> {
  try {
    const { done, value } = await parts.next();
    return done ? undefined : value;
  } catch (error) {
    throw asUploadError(error);
  }
}

/** Reads and forgets a part that is refused, so that the request can still be answered. */
const discard = (part: Multipart): void => {
  if (part.type === 'file') part.file.resume();
};

const isKind = (part: MultipartFile, kind: FileKind): boolean => {
  const name = part.filename.toLowerCase();
  const type = part.mimetype.split(';')[0]!.trim().toLowerCase();
  return (
    kind.extensions.some((extension) => name.endsWith(extension)) ||
    kind.contentTypes.includes(type)
  );
};

async function* fileBytes(part: MultipartFile, maxBytes: number): AsyncIterable<Buffer> {
  try {
    for await (const chunk of part.file) yield chunk as Buffer;
  } catch (error) {
    throw asUploadError(error);
  }
  // Busboy ends a file cut at the size limit as if it were whole; only this flag tells.
  if (part.file.truncated) throw new HttpError(413, `The file is larger than ${maxBytes} bytes`);
}

/**
 * The file of a multipart upload whose form has exactly that one part, in the field `field`.
 * Needs @fastify/multipart on the route's plugin. A request that is not multipart is 415, a
 * form without the file 400, a file that is not of `kind` 415.
 */
export async function openUploadedFile(
  request: FastifyRequest,
  field: string,
  kind: FileKind,
  maxBytes: number,
): Promise<UploadedFile> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      `Send ${kind.description} as multipart/form-data in the field ${field}`,
    );
  }
  let parts: AsyncIterator<Multipart>;
  try {
    // One part more than allowed of each kind, so that extra ones are seen and refused as such.
    parts = request
      .parts({ limits: { fileSize: maxBytes, files: 2, fields: 1, parts: 2, fieldSize: 1024 } })
      [Symbol.asyncIterator]();
  } catch (error) {
    throw asUploadError(error);
  }
  const part = await nextPart(parts);
  if (part === undefined) throw new HttpError(400, `No file in the field ${field}`);
  if (part.type !== 'file' || part.fieldname !== field) {
    discard(part);
    throw new HttpError(
      400,
      `Only a file in the field ${field} is accepted, not ${part.fieldname}`,
    );
  }
  if (!isKind(part, kind)) {
    discard(part);
    throw new HttpError(415, `Please upload ${kind.description}`);
  }
  return {
    filename: part.filename,
    bytes: fileBytes(part, maxBytes),
    async finish() {
      const extra = await nextPart(parts);
      if (extra === undefined) return;
      discard(extra);
      throw new HttpError(
        400,
        extra.type === 'file'
          ? 'Send one file at a time: this upload has a second file'
          : `Only a file in the field ${field} is accepted, not ${extra.fieldname}`,
      );
    },
  };
}
