/** Texts of the Drivers screen ("Delivery Boys" in the sidebar): list, row actions, documents. */
export const drivers = {
  title: 'Drivers',
  fetchFailed: 'Driver fetching failed',
  empty: 'No drivers found',
  /** Fields only drivers have; the shared ones are in `fields`. */
  fields: {
    whatsappNumber: 'WhatsApp',
    isAvailable: 'Available',
    isOutForDelivery: 'Out for delivery',
    earning: 'Earning (due)',
    cashCollected: 'Cash collected (due)',
    createdAt: 'Joined',
  },
  /** The availability filter's choices, by their wire values. */
  availability: { true: 'Available', false: 'Not available' },
  yes: 'Yes',
  no: 'No',
  actions: {
    documents: 'View documents',
    settle: 'Settle amount',
  },
  settleAmount: 'Settle Amount',
  /** The photo and documents, keyed by their wire names; the dialog shows them in this order. */
  documents: {
    profilePicture: 'Profile photo',
    drivingLicencePhoto: 'Driving licence',
    aadhaarPhoto: 'Aadhaar card',
    vehicleRcPhoto: 'Vehicle registration (RC)',
  },
} as const;

/** Texts of the Settle Driver Amount modal (spec part 2 §2, §8). */
export const driverSettlement = {
  title: 'Settle Driver Amount',
  settlementType: 'Settlement type',
  /** The driver report types (spec part 1 §3), by their wire values. */
  types: { earning: 'Earning', cashCollected: 'Cash collected' },
  driverId: 'Driver ID',
  amount: 'Amount (₹)',
  action: 'Action',
  /** What the Action button does, said to screen readers after its name. */
  actionMeaning: "fetch the driver's earnings",
  totalEarning: 'Total Earning',
  settlementDue: 'Settlement Due',
  /** In place of Settlement Due until a type is chosen. */
  chooseTypeForDue: 'Choose a settlement type to see what is due.',
  settle: 'Settle',
  typeRequired: 'Choose a settlement type.',
  driverIdRequired: 'Driver ID is required.',
  aboveDue: (due: string) => `Amount cannot be more than the ${due} due.`,
  failed: 'Driver Money Settlement Failed',
  fetchFailed: 'Driver Money Settlement Amounting Fetching.',
} as const;
