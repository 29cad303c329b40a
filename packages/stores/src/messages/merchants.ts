/** Texts of the Merchants screen: list, row actions, documents, earning report, settlement. */
export const merchants = {
  title: 'Merchant Management',
  fetchFailed: 'Merchant fetching Failed',
  empty: 'No merchant found',
  /** Fields only merchants have; the shared ones are in `fields`. */
  fields: {
    storeName: 'Store name',
    merchantName: 'Merchant name',
    whatsappNumber: 'WhatsApp',
    gstNumber: 'GST number',
  },
  actions: {
    productTools: 'Product tools',
    productsCsv: 'Download products CSV',
    earningReport: 'Earning report',
    settle: 'Settle earning',
    documents: 'View documents',
  },
  productsCsvDownloaded: 'Products CSV downloaded successfully!',
  productsCsvFailed: 'Failed Downloading products CSV!',
  /** The four documents, keyed by their wire names; the documents dialog shows them in this order. */
  documents: {
    storePhoto: 'Store photo',
    gstPhoto: 'GST photo',
    panPhoto: 'PAN photo',
    bankPassbookOrBlankCheckPhoto: 'Bank passbook or blank cheque',
  },
} as const;

export const earningReport = {
  /** The dialog's title without a merchant, and the downloaded file's name. */
  title: 'Earning Report',
  titleOf: (storeName: string) => `Earning Report of ${storeName}`,
  period: 'Period',
  particularDate: 'Particular date',
  dateRange: 'Date range',
  date: 'Date',
  startDate: 'Start date',
  endDate: 'End date',
  download: 'Download',
  noDeliveredOrder: 'No order is delivered!',
  futureDate: 'Dates cannot be in the future.',
  endBeforeStart: 'The end date cannot be before the start date.',
  dateOrRange: 'Choose either a particular date or a range, not both.',
  rangeIncomplete: 'Choose both a start and an end date.',
} as const;

export const settlement = {
  titleOf: (storeName: string) => `Settle earning of ${storeName}`,
  transactionId: 'Transaction ID',
  merchantId: 'Merchant ID',
  amount: 'Amount (₹)',
  settle: 'Settle',
  transactionIdRequired: 'Transaction ID is required.',
  merchantIdRequired: 'Merchant ID is required.',
  settled: 'Earning settle successfully',
  failed: 'Merchant Money Settlement Failed',
  /** What the dialog shows before the operator types an amount. */
  earned: 'Total earned',
  settledSoFar: 'Settled so far',
  due: 'Due now',
  dueFetchFailed: 'Merchant earnings fetching Failed',
} as const;
