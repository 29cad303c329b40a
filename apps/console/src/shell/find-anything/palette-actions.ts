import type { Permission } from '@satchel/api';
import {
  competitions,
  coupons,
  drivers,
  goTo,
  messages,
  type Place,
  schools,
} from '@satchel/stores';

/** Something the palette does besides finding: it goes to a section and opens its dialog. */
export interface PaletteAction {
  readonly id: string;
  readonly label: string;
  /** What the operator's role needs for it (the same as the screen's button). */
  readonly needs: Permission;
  /** Where its dialog is drawn. */
  readonly place: Place;
  readonly open: () => void;
}

const texts = messages.findAnything.actions;
const specialCategory = (tab: string): Place => ({
  section: '/special-category',
  query: { tab },
  open: null,
});
const sectionOf = (section: string): Place => ({ section, query: {}, open: null });

/** The actions the palette offers, each as its screen's button does it. */
export const paletteActions: readonly PaletteAction[] = [
  {
    id: 'createCoupon',
    label: texts.createCoupon,
    needs: 'coupons:write',
    place: sectionOf(coupons.couponsList.section),
    open: coupons.openCreateCoupon,
  },
  {
    id: 'settleDriver',
    label: texts.settleDriver,
    needs: 'settlements:settle',
    place: sectionOf(drivers.driversList.section),
    open: () => drivers.openDriverSettlement(),
  },
  {
    id: 'addSchool',
    label: texts.addSchool,
    needs: 'schools:write',
    place: specialCategory('school'),
    open: schools.openAddSchool,
  },
  {
    id: 'onboardCompetition',
    label: texts.onboardCompetition,
    needs: 'competitions:write',
    place: specialCategory('competition'),
    open: competitions.openOnboardCompetition,
  },
];

/** Goes to the action's section, then opens its dialog there. */
export function runAction(action: PaletteAction): void {
  goTo(action.place);
  action.open();
}
