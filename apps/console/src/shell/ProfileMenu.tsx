import { useStore } from '@nanostores/react';
import { type Language, type ThemeChoice, themeChoices } from '@satchel/api';
import {
  $loadPagesAtOnce,
  $session,
  $theme,
  language,
  languageNames,
  languages,
  messages,
  openSection,
  requestLogout,
  setLanguage,
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
/** A language item's value: the language, after this prefix. */
const LANGUAGE_VALUE = 'language:';

/**
 * The signed-in administrator: Profile only closes the menu, My account opens the operator's
 * own account (issue 30: two-step sign-in, password, sessions), Load pages at once switches the
 * operator's paging preference, Theme checks one of System, Light and Dark (both kept on the
 * server), Language checks English or हिन्दी (kept on the server; the console loads again in it),
 * Element catalogue opens the catalogue of the design system, Logout asks for
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
          if (choice.startsWith(LANGUAGE_VALUE)) {
            // The installed language stays checked until the console loads again in another.
            const chosen = choice.slice(LANGUAGE_VALUE.length) as Language;
            event.detail.item.checked = chosen === language;
            if (chosen !== language) void setLanguage(chosen);
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
        <SlMenuLabel>{texts.language}</SlMenuLabel>
        {languages.map((choice) => (
          <SlMenuItem
            key={choice}
            value={`${LANGUAGE_VALUE}${choice}`}
            type="checkbox"
            checked={language === choice}
            lang={choice}
          >
            {languageNames[choice]}
          </SlMenuItem>
        ))}
        <SlDivider />
        <SlMenuItem value="catalogue">{texts.catalogue}</SlMenuItem>
        <SlMenuItem value="logout">{texts.logout}</SlMenuItem>
      </SlMenu>
    </SlDropdown>
  );
}
