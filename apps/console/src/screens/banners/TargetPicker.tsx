import { useStore } from '@nanostores/react';
import { banners, messages } from '@satchel/stores';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { useEffect, useId, useState } from 'react';
import { TextField } from '../../components/form/TextField.js';

interface TargetPickerProps {
  readonly kind: banners.TargetKind;
  readonly chosen: banners.BannerTarget | null;
  readonly onChoose: (target: banners.BannerTarget) => void;
  /** The rule's message ("Choose the category the banner leads to."). */
  readonly error?: string | undefined;
}

/**
 * Where a banner leads: a search over the real categories or products, its matches listed under
 * it as buttons, the chosen one pressed and named above. Its first choices show at once; typing
 * narrows them. The host gives it a new `key` for a new kind or a refilled form, so it starts
 * with no words.
 */
export function TargetPicker({ kind, chosen, onChoose, error }: TargetPickerProps) {
  const found = useStore(banners.$targetChoices);
  const searching = useStore(banners.$searchingTargets);
  const [words, setWords] = useState('');
  const chosenId = useId();
  const { banners: text } = messages;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first choices of this kind, once
  useEffect(() => banners.searchTargets(kind, ''), []);

  const type = (typed: string) => {
    setWords(typed);
    banners.searchTargets(kind, typed);
  };

  const choices = found?.kind === kind ? found.choices : [];
  return (
    <fieldset className="target-picker" aria-describedby={chosenId}>
      <legend className="target-picker__legend">{text.fields.target}</legend>
      <p id={chosenId} className="target-picker__chosen">
        {chosen ? text.chosenTarget(chosen.label) : text.noTargetChosen}
      </p>
      <TextField
        name="target-search"
        type="search"
        label={text.searchTargets[kind]}
        placeholder={text.searchTargetsPlaceholder[kind]}
        value={words}
        error={error}
        onValueChange={type}
        // Enter searches as typing does; it must not submit the banner form around the picker.
        onEnter={() => banners.searchTargets(kind, words)}
      />
      <div className="target-picker__results" aria-live="polite" aria-busy={searching}>
        {searching ? <SlSpinner className="target-picker__spinner" /> : null}
        {found?.kind === kind && choices.length === 0 && !searching ? (
          <p className="target-picker__empty">{text.noTargetsFound(found.words)}</p>
        ) : null}
        {choices.length > 0 ? (
          <ul className="target-picker__choices" aria-label={text.targetsFound[kind]}>
            {choices.map((choice) => (
              <li key={choice.id}>
                <button
                  type="button"
                  className="target-picker__choice"
                  aria-pressed={choice.id === chosen?.id}
                  onClick={() => onChoose({ id: choice.id, label: choice.label })}
                >
                  <span className="target-picker__label">{choice.label}</span>
                  <span className="target-picker__detail">{choice.detail}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </fieldset>
  );
}
