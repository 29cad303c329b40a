import { useStore } from '@nanostores/react';
import { competitions, messages } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { useEffect, useState } from 'react';
import { useSentinel } from '../../../components/sentinel/useSentinel.js';
import { SearchBar } from '../SearchBar.js';
import { CompetitionFormDialog } from './CompetitionFormDialog.js';
import { CompetitionRow } from './CompetitionRow.js';
import { ProductAssociationDialog } from './ProductAssociationDialog.js';
import './CompetitionTab.css';

const texts = messages.competitions;

/** The Competition tab: search, Add Competition and the expandable competitions list (spec part 2 §2). */
export function CompetitionTab() {
  const state = useStore(competitions.$competitions);
  const expanded = useStore(competitions.$competitionProducts);
  // The box shows what is typed at once; the list follows 500 ms after the last keystroke.
  const [search, setSearch] = useState(state.name);
  const more = competitions.hasMoreCompetitions(state);
  // The next page loads when the end of the list comes into view; the button is the fallback.
  const sentinel = useSentinel<HTMLDivElement>(
    more && !state.loading,
    () => void competitions.loadMoreCompetitions(),
    competitions.COMPETITIONS_SCROLL_THRESHOLD,
    state.items,
  );

  useEffect(() => {
    void competitions.reloadCompetitions();
  }, []);

  const type = (text: string) => {
    setSearch(text);
    competitions.searchCompetitions(text);
  };

  const nothing = !state.loading && state.items.length === 0;
  return (
    <div className="competition-tab">
      <SearchBar
        name="competitionSearch"
        label={texts.search}
        placeholder={texts.searchPlaceholder}
        value={search}
        onSearch={type}
        addLabel={texts.add}
        onAdd={competitions.openOnboardCompetition}
      />
      <ul className="competition-list" aria-label={texts.list} aria-busy={state.loading}>
        {state.items.map((competition) => (
          <CompetitionRow
            key={competition.id}
            competition={competition}
            expanded={competition.id in expanded}
          />
        ))}
      </ul>
      <div className="competition-tab__footer" role="status">
        {state.loading ? texts.loading : nothing ? texts.empty : null}
      </div>
      {more ? <div ref={sentinel} className="competition-tab__sentinel" /> : null}
      {more ? (
        <SlButton
          className="competition-tab__more"
          loading={state.loading}
          onClick={() => void competitions.loadMoreCompetitions()}
        >
          {texts.loadMore}
        </SlButton>
      ) : null}
      <CompetitionFormDialog />
      <ProductAssociationDialog />
    </div>
  );
}
