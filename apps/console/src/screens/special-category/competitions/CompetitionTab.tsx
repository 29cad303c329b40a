import { useStore } from '@nanostores/react';
import type { competitions as competitionsContract } from '@satchel/api';
import { competitions, messages } from '@satchel/stores';
import '@shoelace-style/shoelace/dist/components/button/button.js';
import { useEffect, useState } from 'react';
import { FeedGrid } from '../../../components/feed/FeedGrid.js';
import { HistoryDialog } from '../../../components/history/HistoryDialog.js';
import { useMay } from '../../../components/permissions/useMay.js';
import { SearchBar } from '../SearchBar.js';
import { CompetitionFormDialog } from './CompetitionFormDialog.js';
import { competitionCard } from './competitionCard.js';
import { ProductAssociationDialog } from './ProductAssociationDialog.js';
import './CompetitionTab.css';

const texts = messages.competitions;
const strings = { loadMore: texts.loadMore, loading: texts.loading, empty: texts.empty };

/** The Competition tab: search, Add Competition and the expandable competitions list (spec part 2 §2). */
export function CompetitionTab() {
  const feed = useStore(competitions.competitionsFeed.$feed);
  const expanded = useStore(competitions.competitionProducts.$feeds);
  // The box shows what is typed at once; the list follows 500 ms after the last keystroke.
  const [search, setSearch] = useState(feed.query.name);
  const may = useMay();
  const mayChange = may('competitions:write');

  useEffect(() => {
    void competitions.competitionsFeed.restart();
  }, []);

  const type = (text: string) => {
    setSearch(text);
    competitions.searchCompetitions(text);
  };

  return (
    <div className="competition-tab">
      <SearchBar
        name="competitionSearch"
        label={texts.search}
        placeholder={texts.searchPlaceholder}
        value={search}
        onSearch={type}
        addLabel={texts.add}
        onAdd={mayChange ? competitions.openOnboardCompetition : undefined}
      />
      <FeedGrid
        className="competition-feed"
        feed={feed}
        label={texts.list}
        card={competitionCard(expanded, mayChange, may('audit:read'))}
        itemLabel={(competition: competitionsContract.Competition) => competition.name}
        strings={strings}
        threshold={competitions.COMPETITIONS_SCROLL_THRESHOLD}
        onLoadMore={() => void competitions.competitionsFeed.loadMore()}
      >
        {/* The list has no end text: it simply ends. */}
        <span slot="end" />
      </FeedGrid>
      <CompetitionFormDialog />
      <ProductAssociationDialog />
      <HistoryDialog />
    </div>
  );
}
