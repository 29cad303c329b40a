import SlTab from '@shoelace-style/shoelace/dist/react/tab/index.js';
import SlTabGroup from '@shoelace-style/shoelace/dist/react/tab-group/index.js';
import SlTabPanel from '@shoelace-style/shoelace/dist/react/tab-panel/index.js';
import { type ReactNode, useState } from 'react';

export interface TabEntry {
  /** Unique among the tabs: ties the tab to its panel. */
  readonly name: string;
  readonly label: string;
  /** Rendered only while its tab is shown, so a tab's data loads when it is first opened. */
  readonly render: () => ReactNode;
}

interface TabsProps {
  /** Names the tab list for assistive technology. */
  readonly label: string;
  /** The first is shown first. */
  readonly tabs: readonly TabEntry[];
  /** The tab shown, when the host keeps it (in the URL); an unknown name shows the first. */
  readonly shown?: string | null;
  /** Reports the tab the operator chose, when the host keeps it. */
  readonly onShow?: (name: string) => void;
}

/** A screen's tabs (Shoelace's tab group: arrow keys, Home and End move between tabs). */
export function Tabs({ label, tabs, shown: kept, onShow }: TabsProps) {
  const [own, setOwn] = useState(tabs[0]?.name);
  const shown = onShow ? (tabs.find((tab) => tab.name === kept)?.name ?? tabs[0]?.name) : own;
  return (
    <SlTabGroup
      aria-label={label}
      onSlTabShow={(event) => {
        const { name } = (event as CustomEvent<{ name: string }>).detail;
        if (name !== shown) (onShow ?? setOwn)(name);
      }}
    >
      {tabs.map((tab) => (
        <SlTab key={tab.name} slot="nav" panel={tab.name} active={tab.name === shown}>
          {tab.label}
        </SlTab>
      ))}
      {tabs.map((tab) => (
        <SlTabPanel key={tab.name} name={tab.name} active={tab.name === shown}>
          {tab.name === shown ? tab.render() : null}
        </SlTabPanel>
      ))}
    </SlTabGroup>
  );
}
