import { useStore } from '@nanostores/react';
import { messages, schools } from '@satchel/stores';
import '@shoelace-style/shoelace/dist/components/button/button.js';
import { useEffect } from 'react';
import { FeedGrid } from '../../../components/feed/FeedGrid.js';
import { useMay } from '../../../components/permissions/useMay.js';
import { SearchBar } from '../SearchBar.js';
import { BundleFormDialog } from './BundleFormDialog.js';
import { ClassesDialog } from './ClassesDialog.js';
import { SchoolFormDialog } from './SchoolFormDialog.js';
import { schoolCard, schoolNameOf } from './schoolCard.js';
import './SchoolTab.css';

const texts = messages.schools;
const editableCard = schoolCard({
  edit: (school) => void schools.openEditSchool(school),
  remove: schools.requestSchoolDeletion,
});
const readOnlyCard = schoolCard(null);

/**
 * The School tab (spec part 2 §2): the search (500 ms after the last key), Add School, the
 * schools' cards growing as the operator scrolls, and the school, classes and bundle modals.
 */
export function SchoolTab() {
  const feed = useStore(schools.schoolsFeed.$feed);
  const search = useStore(schools.$schoolSearchText);
  const mayChange = useMay()('schools:write');
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
        card={mayChange ? editableCard : readOnlyCard}
        itemLabel={schoolNameOf}
        strings={{ empty: texts.empty }}
        onLoadMore={() => void schools.schoolsFeed.loadMore()}
      />
      <SchoolFormDialog />
      <ClassesDialog />
      <BundleFormDialog />
    </div>
  );
}
