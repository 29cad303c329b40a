import type { SatCsvRow } from './csv-dropzone.types.js';

/** What one streamed chunk of a CSV brings. */
export interface CsvChunk {
  header: string[];
  rows: SatCsvRow[];
  /** Rows papaparse could not read cleanly; `row` counts from the chunk's first row. */
  problems: { row: number; message: string }[];
  /** How far into the file this chunk ends, in characters. */
  cursor: number;
}

export interface CsvParsing {
  /** Settles when the whole file is read, or right away once aborted. */
  done: Promise<void>;
  /** Stops reading: no chunk is delivered after this, the worker ends with the next one. */
  abort(): void;
}

/**
 * Reads a CSV file in a worker (papaparse makes one from a blob: URL, hence `worker-src blob:` in
 * the CSP), `chunkSize` bytes at a time. papaparse itself is fetched on first use, so pages that
 * never read a CSV never download it.
 */
export function parseCsv(
  file: File,
  chunkSize: number,
  onChunk: (chunk: CsvChunk) => void,
): CsvParsing {
  let aborted = false;
  let stop = (): void => undefined;
  const done = new Promise<void>((resolve, reject) => {
    stop = resolve;
    import('papaparse')
      .then(({ default: Papa }) => {
        if (aborted) {
          return;
        }
        Papa.parse<SatCsvRow>(file, {
          worker: true,
          header: true,
          skipEmptyLines: 'greedy',
          chunkSize,
          chunk: (results, parser) => {
            if (aborted) {
              // papaparse can stop its worker only from inside a chunk callback.
              parser.abort();
              return;
            }
            onChunk({
              header: results.meta.fields ?? [],
              rows: results.data,
              problems: results.errors.map((error) => ({
                row: error.row ?? 0,
                message: error.message,
              })),
              cursor: results.meta.cursor,
            });
          },
          complete: () => resolve(),
          error: (error) => reject(error),
        });
      })
      .catch(reject);
  });
  return {
    done,
    abort: () => {
      aborted = true;
      stop();
    },
  };
}
