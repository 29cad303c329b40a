import { useStore } from '@nanostores/react';
import type { CsvIssue } from '@satchel/api';
import type { SatCsvDropzone as SatCsvDropzoneElement } from '@satchel/elements';
import { SatCsvDropzone } from '@satchel/elements/react';
import { elementTexts, messages, productManagement } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { useEffect, useRef, useState } from 'react';
import './CsvUpload.css';

/** A file the dropzone has read: what the Upload button sends. */
interface ReadFile {
  readonly file: File;
  readonly header: readonly string[];
  readonly rowCount: number;
  readonly problems: number;
}

interface CsvUploadProps<Args extends unknown[]> {
  /** The zone's accessible name and heading. */
  readonly label: string;
  /** The browser's check, with the server's own rules. */
  readonly check: productManagement.ProductCsvCheck;
  /** The upload's store: busy flag and the server's problems. */
  readonly upload: productManagement.CsvUpload<Args>;
  /** Sends a file that passed the check; true when the server imported it. */
  readonly send: (file: File, header: readonly string[]) => Promise<boolean>;
  /** What kind of file this is, from its header (shown with its row count). */
  readonly kindOf?: (header: readonly string[]) => string;
  /** Where the files go, named above the zone (the merchant of Product Management's tools). */
  readonly destination?: string;
}

/** A large file's import on the server: how far it got. */
function ImportLine({ status }: { readonly status: productManagement.ImportProgress }) {
  const text = messages.productManagement;
  const percent = productManagement.percentRead(status);
  const label = text.importProgress(status.fileName, status.rowsRead, percent);
  return (
    <p className="csv-upload__import" role="status">
      {label}
      <progress max={100} value={percent} aria-label={label} />
    </p>
  );
}

/**
 * A product CSV from the operator's disk to the server: `<sat-csv-dropzone>` reads and checks it
 * in the browser, its problems can be fixed on the spot and checked again, and only a clean file
 * can be sent. The server's own findings are listed in the same place, fixable the same way. A
 * large file, imported by the server after the upload, shows its progress until it ends.
 */
export function CsvUpload<Args extends unknown[]>({
  label,
  check,
  upload,
  send,
  kindOf,
  destination,
}: CsvUploadProps<Args>) {
  const dropzone = useRef<SatCsvDropzoneElement>(null);
  const [read, setRead] = useState<ReadFile | null>(null);
  const busy = useStore(upload.$busy);
  const serverIssues = useStore(upload.$issues);
  const queued = useStore(upload.$import);

  useEffect(() => {
    if (serverIssues) dropzone.current?.showIssues(serverIssues as CsvIssue[]);
  }, [serverIssues]);

  const submit = async () => {
    if (!read) return;
    if (await send(read.file, read.header)) {
      dropzone.current?.abort();
      setRead(null);
    }
  };

  const text = messages.productManagement;
  return (
    <section className="csv-upload" aria-label={label}>
      {destination ? <p className="csv-upload__destination">{destination}</p> : null}
      <SatCsvDropzone
        strings={elementTexts.csvDropzone}
        ref={dropzone}
        validateHeader={check.validateHeader}
        validateRow={check.validateRow}
        disabled={busy}
        onSatFileChange={({ detail }) => {
          upload.clearIssues();
          setRead({
            file: detail.file,
            header: detail.header,
            rowCount: detail.rowCount,
            problems: detail.errors.length,
          });
        }}
        onSatFileRemove={() => {
          upload.clearIssues();
          setRead(null);
        }}
      />
      {read ? (
        <div className="csv-upload__footer">
          <span className="csv-upload__summary">
            {kindOf ? `${kindOf(read.header)} · ` : ''}
            {text.rowsOf(read.rowCount)}
          </span>
          {read.problems > 0 ? (
            <span className="csv-upload__blocked">{text.fixBeforeUpload}</span>
          ) : null}
          <SlButton
            variant="primary"
            disabled={read.problems > 0 || busy}
            loading={busy}
            onClick={() => void submit()}
          >
            {text.upload}
          </SlButton>
        </div>
      ) : null}
      {queued ? <ImportLine status={queued} /> : null}
    </section>
  );
}
