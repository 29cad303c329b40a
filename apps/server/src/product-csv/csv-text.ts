import { Transform } from 'node:stream';
import { errorCodes } from '@satchel/api';
import { refusal } from '../http/http-error.js';

/** Why a file is not CSV text (415): what an operator can act on. */
const notCsvText = (code: typeof errorCodes.csvNotText | typeof errorCodes.csvNotUnicode) =>
  refusal(415, code);

/**
 * Bytes to text, as they arrive: UTF-8 only, a byte order mark dropped, and a file with a NUL
 * byte (binary, or UTF-16 as some spreadsheets save "Unicode text") or an invalid UTF-8 sequence
 * refused with 415 instead of being read as garbage.
 */
export function csvTextDecoder(): Transform {
  // `ignoreBOM: false` (the default) is what drops a leading byte order mark.
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decode = (chunk?: Buffer): string => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw notCsvText(errorCodes.csvNotUnicode);
    }
  };
  return new Transform({
    readableObjectMode: true,
    transform(chunk: Buffer, _encoding, done) {
      if (chunk.includes(0)) return done(notCsvText(errorCodes.csvNotText));
      try {
        done(null, decode(chunk));
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      try {
        done(null, decode());
      } catch (error) {
        done(error as Error);
      }
    },
  });
}
