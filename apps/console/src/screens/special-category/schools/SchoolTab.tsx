import { useStore } from '@nanostores/react';
import type { schools as schoolsContract } from '@satchel/api';
import { history, messages, schools } from '@satchel/stores';
import '@shoelace-style/shoelace/dist/components/button/button.js';
import { useEffect } from 'react';
import { FeedGrid } from '../../../components/feed/FeedGrid.js';
import { HistoryDialog } from '../../../components/history/HistoryDialog.js';
import { useMay } from '../../../components/permissions/useMay.js';
import { SearchBar } from '../SearchBar.js';
import { BundleFormDialog } from './BundleFormDialog.js';
import { ClassesDialog } from './ClassesDialog.js';
import { SchoolFormDialog } from './SchoolFormDialog.js';
import { schoolCard, schoolNameOf } from './schoolCard.js';
import './SchoolTab.css';

const texts = messages.schools;
const change = {
  edit: (school: schoolsContract.School) => void schools.openEditSchool(school),
  remove: schools.requestSchoolDeletion,
};
const showHistory = (school: schoolsContract.School) =>
  history.openHistory({ kind: 'schools', id: school.id, title: schoolNameOf(school) });
/** The card for each role: may it change schools, may it read history. */
const cards = {
  changeAndHistory: schoolCard({ change, history: showHistory }),
  change: schoolCard({ change }),
  history: schoolCard({ history: showHistory }),
  neither: schoolCard({}),
};

/**
 * The School tab (spec part 2 §2): the search (500 ms after the last key), Add School, the
 * schools' cards growing as the operator scrolls, and the school, classes and bundle modals.
 */
export function SchoolTab() {
  const feed = useStore(schools.schoolsFeed.$feed);
  const search = useStore(schools.$schoolSearchText);
  const may = useMay();
  const mayChange = may('schools:write');
  useEffect(() => void schools.openSchools(), []);
  return (
    <div className="school-tab">
      <SearchBar
        name="schoolSearch"
        label={texts.search}
        placeholder={texts.searchPlaceholder}
        value={search}
        onSearch={schools.typeSchoolSearch}
        addLabel={texts.addSchool}
        onAdd={mayChange ? schools.openAddSchool : undefined}
      />
      <FeedGrid
        feed={feed}
        label={texts.gridLabel}
        card={
          mayChange
            ? may('audit:read')
              ? cards.changeAndHistory
              : cards.change
            : may('audit:read')
              ? cards.history
              : cards.neither
        }
        itemLabel={schoolNameOf}
        strings={{ empty: texts.empty }}
        onLoadMore={() => void schools.schoolsFeed.loadMore()}
      />
      <SchoolFormDialog />
      <ClassesDialog />
      <BundleFormDialog />
      <HistoryDialog />
    </div>
  );
}
