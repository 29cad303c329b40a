/** Texts of "Find anything" (issue 34): ours, the spec names none. */
export const findAnything = {
  /** The top bar's button that opens the palette. */
  open: 'Find anything',
  label: 'Find anything',
  placeholder: 'Search by id, phone, name, code or SKU, or type an action',
  searching: 'Searching…',
  noResults: 'Nothing found',
  resultCount: '{count} results',
  hint: '↑ ↓ to move, Enter to open, Esc to close',
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
