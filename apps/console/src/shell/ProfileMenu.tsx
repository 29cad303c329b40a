import { useStore } from '@nanostores/react';
import { type ThemeChoice, themeChoices } from '@satchel/api';
import {
  $loadPagesAtOnce,
  $session,
  $theme,
  messages,
  openSection,
  requestLogout,
  setLoadPagesAtOnce,
  setTheme,
} from '@satchel/stores';
import SlAvatar from '@shoelace-style/shoelace/dist/react/avatar/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDivider from '@shoelace-style/shoelace/dist/react/divider/index.js';
import SlDropdown from '@shoelace-style/shoelace/dist/react/dropdown/index.js';
import SlMenu from '@shoelace-style/shoelace/dist/react/menu/index.js';
import SlMenuItem from '@shoelace-style/shoelace/dist/react/menu-item/index.js';
import SlMenuLabel from '@shoelace-style/shoelace/dist/react/menu-label/index.js';
import { Icon } from '../components/icon/Icon.js';
import { initials } from './initials.js';
import './ProfileMenu.css';

/** The element catalogue (Storybook) the server publishes beside the console. */
const CATALOGUE_URL = '/catalogue/';
/** My account's section (screens/registry.ts). */
const ACCOUNT_SECTION = '/account';
/** A theme item's value: the choice, after this prefix. */
const THEME_VALUE = 'theme:';

/**
 * The signed-in administrator: Profile only closes the menu, My account opens the operator's
 * own account (issue 30: two-step sign-in, password, sessions), Load pages at once switches the
 * operator's paging preference, Theme checks one of System, Light and Dark (both kept on the
 * server), Element catalogue opens the catalogue of the design system, Logout asks for
 * confirmation.
 */
export function ProfileMenu() {
  const session = useStore($session);
  const loadPagesAtOnce = useStore($loadPagesAtOnce);
  const theme = useStore($theme);
  const username = session.adminInfo?.username ?? '';
  const texts = messages.shell;
  return (
    <SlDropdown className="profile-menu" placement="bottom-end" distance={6}>
      <SlButton slot="trigger" className="profile-menu__trigger">
        {/* The button is named by the username alone; the avatar only decorates it. */}
        <SlAvatar
          slot="prefix"
          className="profile-menu__avatar"
          initials={initials(username)}
          label=""
          aria-hidden="true"
        />
        {username}
        <span slot="suffix" className="profile-menu__caret">
          <Icon name="chevron-down" />
        </span>
      </SlButton>
      <SlMenu
        onSlSelect={(event) => {
          // The dropdown closes itself on any choice, which is all Profile does.
          const choice = event.detail.item.value;
          if (choice === 'account') openSection(ACCOUNT_SECTION);
          if (choice === 'loadPagesAtOnce') void setLoadPagesAtOnce(!loadPagesAtOnce);
          if (choice.startsWith(THEME_VALUE)) {
            // Shoelace unchecks a checked item on a click; a theme chosen again stays chosen.
            event.detail.item.checked = true;
            void setTheme(choice.slice(THEME_VALUE.length) as ThemeChoice);
          }
          if (choice === 'catalogue') window.location.assign(CATALOGUE_URL);
          if (choice === 'logout') requestLogout();
        }}
      >
        <SlMenuItem value="profile">{texts.profile}</SlMenuItem>
        <SlMenuItem value="account">{messages.account.menuItem}</SlMenuItem>
        <SlMenuItem value="loadPagesAtOnce" type="checkbox" checked={loadPagesAtOnce}>
          {texts.loadPagesAtOnce}
        </SlMenuItem>
        <SlDivider />
        <SlMenuLabel>{texts.theme}</SlMenuLabel>
        {themeChoices.map((choice) => (
          <SlMenuItem
            key={choice}
            value={`${THEME_VALUE}${choice}`}
            type="checkbox"
            checked={theme === choice}
          >
            {texts.themes[choice]}
          </SlMenuItem>
        ))}
        <SlDivider />
        <SlMenuItem value="catalogue">{texts.catalogue}</SlMenuItem>
        <SlMenuItem value="logout">{texts.logout}</SlMenuItem>
      </SlMenu>
    </SlDropdown>
  );
}
