import { useStore } from '@nanostores/react';
import { SatCommandPalette } from '@satchel/elements/react';
import { $permissions, allows, elementTexts, findAnything, openSection } from '@satchel/stores';
import { useMemo } from 'react';
import { mayOpen, sidebarScreens } from '../../screens/registry.js';
import { openHit } from './open-hit.js';
import { paletteActions, runAction } from './palette-actions.js';
import { type PaletteChoice, paletteChoices } from './palette-items.js';

const choose = (choice: PaletteChoice | undefined): void => {
  if (choice?.kind === 'hit') openHit(choice.hit);
  else if (choice?.kind === 'section') openSection(choice.path);
  else if (choice?.kind === 'action') runAction(choice.action);
};

/**
 * "Find anything" (issue 34): the palette over the shell, loaded the first time it opens. The
 * store asks the server for records; the sections and actions are the role's, filtered here.
 */
export function CommandPalette() {
  const open = useStore(findAnything.$paletteOpen);
  const query = useStore(findAnything.$findQuery);
  const found = useStore(findAnything.$foundRecords);
  const permissions = useStore($permissions);
  const { items, choices } = useMemo(
    () =>
      paletteChoices(
        query,
        // An answer for an older text is not shown under a newer one.
        found.query === query.trim() ? found.hits : [],
        sidebarScreens.filter((entry) => mayOpen(entry, permissions)),
        paletteActions.filter((action) => allows(permissions, action.needs)),
      ),
    [query, found, permissions],
  );
  return (
    <SatCommandPalette
      strings={elementTexts.commandPalette}
      open={open}
      items={items}
      loading={found.loading}
      onSatQueryChange={(event) => findAnything.setFindQuery(event.detail.query)}
      onSatItemSelect={(event) => choose(choices.get(event.detail.id))}
      onSatPaletteClose={findAnything.closePalette}
    />
  );
}
