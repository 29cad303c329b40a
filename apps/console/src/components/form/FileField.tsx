import { useId } from 'react';
import './FileField.css';

interface FileFieldProps {
  readonly name: string;
  readonly label: string;
  /** The file types offered, e.g. `image/*` or `.csv`. */
  readonly accept: string;
  readonly onFileChange: (file: File | null) => void;
  readonly error?: string | undefined;
  readonly hint?: string | undefined;
  readonly disabled?: boolean;
}

/**
 * One file to upload (a banner's image, a products CSV). A native input: Shoelace has no file
 * field, and the browser's own is keyboard- and screen-reader-ready. A link instead of a file is
 * a TextField of type url beside it.
 */
export function FileField({ label, onFileChange, error, hint, ...input }: FileFieldProps) {
  const id = useId();
  const help = error ?? hint;
  return (
    <div className={error ? 'file-field file-field--invalid' : 'file-field'}>
      <label className="file-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        type="file"
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={help ? `${id}-help` : undefined}
        onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
      />
      {help ? (
        <span id={`${id}-help`} className={error ? 'file-field__error' : 'file-field__hint'}>
          {help}
        </span>
      ) : null}
    </div>
  );
}
