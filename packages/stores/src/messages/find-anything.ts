/**
 * Texts of "Find anything" (issue 34): ours, the spec names none. The palette's own texts (its
 * search box, its states) are the element's, in the catalogue's `elements.commandPalette`.
 */
export const findAnything = {
  /** The top bar's button that opens the palette. */
  open: 'Find anything',
  failed: 'Search Failed',
  /** The group headings, by kind. */
  groups: {
    users: 'Users',
    merchants: 'Merchants',
    drivers: 'Delivery Boys',
    orders: 'Orders',
    products: 'Products',
    schools: 'Schools',
    competitions: 'Competitions',
    sections: 'Sections',
    actions: 'Actions',
  },
  actions: {
    createCoupon: 'Create coupon',
    settleDriver: 'Settle driver',
    addSchool: 'Add school',
    onboardCompetition: 'Onboard competition',
  },
} as const;
