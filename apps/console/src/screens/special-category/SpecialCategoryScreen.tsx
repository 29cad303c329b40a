import { useStore } from '@nanostores/react';
import { $sectionTab, messages, showSectionTab } from '@satchel/stores';
import { useMay } from '../../components/permissions/useMay.js';
import { ScreenHeader } from '../../components/screen-header/ScreenHeader.js';
import { Tabs } from '../../components/tabs/Tabs.js';
import { CollegeTab } from './CollegeTab.js';
import { CompetitionTab } from './competitions/CompetitionTab.js';
import { SchoolTab } from './schools/SchoolTab.js';

const texts = messages.specialCategory;

const allTabs = [
  { name: 'school', label: texts.school, needs: 'schools:read', render: () => <SchoolTab /> },
  {
    name: 'competition',
    label: texts.competition,
    needs: 'competitions:read',
    render: () => <CompetitionTab />,
  },
  { name: 'college', label: texts.college, render: () => <CollegeTab /> },
] as const;

/**
 * Special Category: the Management screen's School (default), Competition and College tabs (spec
 * part 2 §1), those of them the role may read (issue 30). The URL keeps the tab shown, so a
 * reload or a copied link shows it again.
 */
export function SpecialCategoryScreen() {
  const tab = useStore($sectionTab);
  const may = useMay();
  const tabs = allTabs.filter((each) => !('needs' in each) || may(each.needs));
  return (
    <section className="special-category-screen">
      <ScreenHeader title={texts.title} />
      <Tabs
        label={texts.tabs}
        // A link to a tab the role may not read shows the first it may.
        shown={tab}
        onShow={showSectionTab}
        tabs={tabs}
      />
    </section>
  );
}
