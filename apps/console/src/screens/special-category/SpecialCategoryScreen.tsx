import { useStore } from '@nanostores/react';
import { $sectionTab, messages, showSectionTab } from '@satchel/stores';
import { ScreenHeader } from '../../components/screen-header/ScreenHeader.js';
import { Tabs } from '../../components/tabs/Tabs.js';
import { CollegeTab } from './CollegeTab.js';
import { CompetitionTab } from './competitions/CompetitionTab.js';
import { SchoolTab } from './schools/SchoolTab.js';

const texts = messages.specialCategory;

/**
 * Special Category: the Management screen's School (default), Competition and College tabs (spec
 * part 2 §1). The URL keeps the tab shown, so a reload or a copied link shows it again.
 */
export function SpecialCategoryScreen() {
  const tab = useStore($sectionTab);
  return (
    <section className="special-category-screen">
      <ScreenHeader title={texts.title} />
      <Tabs
        label={texts.tabs}
        shown={tab}
        onShow={showSectionTab}
        tabs={[
          { name: 'school', label: texts.school, render: () => <SchoolTab /> },
          { name: 'competition', label: texts.competition, render: () => <CompetitionTab /> },
          { name: 'college', label: texts.college, render: () => <CollegeTab /> },
        ]}
      />
    </section>
  );
}
