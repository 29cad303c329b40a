import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { TextField } from '../../components/form/TextField.js';
import './SearchBar.css';

interface SearchBarProps {
  readonly name: string;
  readonly label: string;
  readonly placeholder: string;
  /** What the box shows: what was typed, before the list follows it. */
  readonly value: string;
  readonly onSearch: (text: string) => void;
  /** The tab's add button: its text and what it opens; none for a role that may not add. */
  readonly addLabel: string;
  readonly onAdd?: (() => void) | undefined;
}

/** A Management tab's search box with its add button beside it (School, Competition). */
export function SearchBar({ addLabel, onAdd, onSearch, ...field }: SearchBarProps) {
  return (
    <div className="search-bar">
      <TextField {...field} type="search" clearable onValueChange={onSearch} />
      {onAdd ? (
        <SlButton variant="primary" onClick={onAdd}>
          {addLabel}
        </SlButton>
      ) : null}
    </div>
  );
}
