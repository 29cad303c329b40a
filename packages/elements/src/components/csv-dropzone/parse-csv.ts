import { loadPapaparse } from './load-papaparse.js';
import { nextTask } from './next-task.js';

/** What one step of reading a CSV brings. */
export interface CsvChunk {
  /**
   * The records read in this step, cells as text, blank lines (only spaces and commas) left out;
   * the file's first record is its header.
   */
  records: string[][];
  /** Indexes in `records` of the records whose quotes are not closed or not doubled. */
  badQuotes: number[];
  /** Bytes of the file read so far. */
  loaded: number;
}

export interface CsvParsing {
  /** Settles when the whole file is read, or right away once aborted. */
  done: Promise<void>;
  /** Stops reading: no chunk is delivered after this. */
  abort(): void;
}

/** A line break papaparse understands, as the first one outside quotes in `text` is. */
function newlineOf(text: string): '\r\n' | '\r' | '\n' {
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '\r') return text[index + 1] === '\n' ? '\r\n' : '\r';
    else if (!quoted && char === '\n') return '\n';
  }
  return '\n';
}

function isBlank(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === '');
}

/**
 * Reads a comma-separated file `chunkSize` bytes at a time on the main thread, waiting a task
 * between steps so the page stays responsive and can paint progress.
 *
 * Why not papaparse's worker: it parses no faster, and copying every row from the worker costs the
 * main thread about as much as parsing there (measured in bench/csv-dropzone.bench.ts); the rows
 * must end up on the main thread anyway, to be checked by the host's functions and kept for
 * fixing. Why not papaparse's file reader: it decodes each slice apart, which breaks a multi-byte
 * character (Hindi, ₹) cut by a slice boundary; one streaming TextDecoder does not (and drops a
 * UTF-8 byte order mark). papaparse's Parser does the CSV itself, resuming after the last complete
 * record of each step, as its own streamers do.
 */
export function parseCsv(
  file: File,
  chunkSize: number,
  onChunk: (chunk: CsvChunk) => void,
): CsvParsing {
  let aborted = false;
  const read = async (): Promise<void> => {
    const Papa = await loadPapaparse();
    const decoder = new TextDecoder();
    let parser: InstanceType<typeof Papa.Parser> | undefined;
    let partial = '';
    let base = 0;
    let next = file.slice(0, chunkSize).arrayBuffer();
    for (let start = 0; !aborted; start += chunkSize) {
      const bytes = await next;
      const end = Math.min(start + chunkSize, file.size);
      const last = end >= file.size;
      if (aborted) return;
      if (!last) next = file.slice(end, end + chunkSize).arrayBuffer();
      const text = partial + decoder.decode(bytes, { stream: !last });
      parser ??= new Papa.Parser({ delimiter: ',', newline: newlineOf(text) });
      const results: { data: string[][]; errors: { row: number }[]; meta: { cursor: number } } =
        parser.parse(text, base, !last);
      if (!last) {
        partial = text.slice(results.meta.cursor - base);
        base = results.meta.cursor;
      }
      onChunk(chunkOf(results.data, results.errors, end));
      // Also after the last step, so that drawing the result is a task of its own.
      await nextTask();
      if (last) return;
    }
  };
  let stop = (): void => undefined;
  const done = new Promise<void>((resolve, reject) => {
    stop = resolve;
    read().then(resolve, reject);
  });
  return {
    done,
    abort: () => {
      aborted = true;
      stop();
    },
  };
}

/** The non-blank records, and which of them papaparse found bad quotes in. */
function chunkOf(data: string[][], errors: { row: number }[], loaded: number): CsvChunk {
  // An error past the last record belongs to the unfinished one, parsed again in the next step.
  const errorRows = new Set(errors.map((error) => error.row));
  const records: string[][] = [];
  const badQuotes: number[] = [];
  for (let index = 0; index < data.length; index++) {
    const cells = data[index]!;
    if (isBlank(cells)) continue;
    if (errorRows.has(index)) badQuotes.push(records.length);
    records.push(cells);
  }
  return { records, badQuotes, loaded };
}
