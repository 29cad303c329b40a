import type { Multipart, MultipartFile } from '@fastify/multipart';
import { errorCodes } from '@satchel/api';
import type { FastifyRequest } from 'fastify';
import { HttpError, refusal } from './http-error.js';
import { type PaceWatch, watchBodyPace } from './upload-pace.js';

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

/** A form being read: its parts as they arrive, and the watch on its pace. */
interface OpenForm {
  readonly parts: AsyncIterator<Multipart>;
  readonly pace: PaceWatch;
}

/** The next part of the form, or undefined at its end; failures (and a stalled form) as HttpError. */
async function nextPart({ parts, pace }: OpenForm): Promise<Multipart | undefined> {
  try {
    const { done, value } = await Promise.race([parts.next(), pace.tooSlow]);
    return done ? undefined : value;
  } catch (error) {
    throw asUploadError(error);
  }
}

/**
 * Room for what a form adds around its file and fields (boundaries, part headers, the file's
 * name), so that a body declared longer than this past the limits is refused before it is read.
 */
const FORM_ENVELOPE_BYTES = 64 * 1024;

/** A file past the `most` bytes its call takes. */
const fileTooLarge = (most: number) =>
  refusal(413, errorCodes.fileTooLarge, most, { values: [most] });

/** 413 at once for a body whose declared length is past what a form of `limits` may hold. */
function refuseDeclaredLength(request: FastifyRequest, limits: PartLimits): void {
  const declared = Number(request.headers['content-length']);
  // One file and every field at their largest (the limits allow one more of each, to see it).
  const largest = limits.fileSize + limits.fieldSize * limits.fields + FORM_ENVELOPE_BYTES;
  if (declared > largest) throw fileTooLarge(limits.fileSize);
}

/** Busboy's limits of one request: bytes of a file and of a text field, and counts of parts. */
interface PartLimits {
  readonly fileSize: number;
  readonly fieldSize: number;
  readonly files: number;
  readonly fields: number;
  readonly parts: number;
}

/**
 * The parts of a multipart request, read at the pace the server's configuration asks
 * (UploadPace); one that is not multipart is refused with 415 `refusal`, one declared longer
 * than its parts may be with 413.
 */
function openParts(request: FastifyRequest, refusal: string, limits: PartLimits): OpenForm {
  if (!request.isMultipart()) throw new HttpError(415, refusal);
  refuseDeclaredLength(request, limits);
  try {
    const parts = request.parts({ limits })[Symbol.asyncIterator]();
    return { parts, pace: watchBodyPace(request.raw, request.server.uploadPace) };
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

async function* fileBytes(
  part: MultipartFile,
  maxBytes: number,
  pace: PaceWatch,
): AsyncIterable<Buffer> {
  const tooLarge = fileTooLarge(maxBytes);
  // At once, not once busboy has read (and dropped) the rest of the body.
  part.file.once('limit', () => part.file.destroy(tooLarge));
  pace.tooSlow.catch((error: Error) => part.file.destroy(error));
  try {
    for await (const chunk of part.file) yield chunk as Buffer;
  } catch (error) {
    throw asUploadError(error);
  }
  // Busboy ends a file cut at the size limit as if it were whole; only this flag tells.
  if (part.file.truncated) throw tooLarge;
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
  const form = openParts(
    request,
    `Send ${kind.description} as multipart/form-data in the field ${field}`,
    // One part more than allowed of each kind, so that extra ones are seen and refused as such.
    { fileSize: maxBytes, files: 2, fields: 1, parts: 2, fieldSize: 1024 },
  );
  const part = await nextPart(form);
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
    bytes: fileBytes(part, maxBytes, form.pace),
    async finish() {
      const extra = await nextPart(form);
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

/** What a form of text fields and at most one small file may hold (readUploadForm). */
export interface UploadFormRules {
  /** The text fields it may carry, each at most once. */
  readonly fields: readonly string[];
  /** The field of its file. */
  readonly fileField: string;
  /** Largest file, in bytes: past it, 413. */
  readonly maxFileBytes: number;
  /** Longest text field, in bytes: past it, 413. */
  readonly maxFieldBytes: number;
  /** How the 415 for a request that is not multipart names what to send: "a category". */
  readonly description: string;
}

/** A form as it arrived: its text fields, and its file read whole. */
export interface UploadForm {
  readonly fields: Readonly<Record<string, string>>;
  readonly file: { readonly filename: string; readonly bytes: Buffer } | undefined;
}

async function readWhole(part: MultipartFile, maxBytes: number, pace: PaceWatch): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of fileBytes(part, maxBytes, pace)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * A multipart form of text fields and at most one file, in any order, the file read into memory
 * (for small files, such as images; a large one streams through openUploadedFile). Needs
 * @fastify/multipart on the route's plugin. A request that is not multipart is 415; a file or a
 * field over its limit 413; a field the rules do not name, a field sent twice, a second file,
 * a file in a text field or text in the file's field 400. What the fields hold is the caller's
 * to check.
 */
export async function readUploadForm(
  request: FastifyRequest,
  rules: UploadFormRules,
): Promise<UploadForm> {
  const { fields: names, fileField, maxFileBytes } = rules;
  const form = openParts(
    request,
    `Send ${rules.description} as multipart/form-data`,
    // One part more than allowed of each kind, so that extra ones are seen and refused as such.
    {
      fileSize: maxFileBytes,
      files: 2,
      fields: names.length + 1,
      parts: names.length + 2,
      fieldSize: rules.maxFieldBytes,
    },
  );
  const fields = new Map<string, string>();
  let file: UploadForm['file'];
  for (let part = await nextPart(form); part !== undefined; part = await nextPart(form)) {
    const { fieldname } = part;
    if (part.type === 'file') {
      if (fieldname !== fileField || file !== undefined) {
        discard(part);
        throw new HttpError(
          400,
          fieldname !== fileField
            ? `Only a file in the field ${fileField} is accepted, not ${fieldname}`
            : 'Send one file at a time: this upload has a second file',
        );
      }
      file = { filename: part.filename, bytes: await readWhole(part, maxFileBytes, form.pace) };
      continue;
    }
    if (fieldname === fileField) throw new HttpError(400, `${fileField} must be a file`);
    if (!names.includes(fieldname)) {
      throw new HttpError(400, `${fieldname} is not a field of this call`);
    }
    if (fields.has(fieldname)) throw new HttpError(400, `${fieldname} is sent twice`);
    if (part.valueTruncated) {
      throw new HttpError(413, `${fieldname} is longer than ${rules.maxFieldBytes} bytes`);
    }
    // A part that declares itself JSON arrives parsed; a form's fields are text.
    if (typeof part.value !== 'string') throw new HttpError(400, `${fieldname} must be a text`);
    fields.set(fieldname, part.value);
  }
  return { fields: Object.fromEntries(fields), file };
}
