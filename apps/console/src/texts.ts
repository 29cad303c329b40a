/**
 * Texts of the Users and Merchants screens that the stores' catalogue (`messages` in
 * @satchel/stores) does not have yet: column headers, filter and field labels, button names.
 * They are kept here, in one place shaped like that catalogue, so that moving them into it is a
 * copy; components take every text from `messages` or from here, never write their own.
 */
export const screenTexts = {
  cancel: 'Cancel',
  close: 'Close',
  notUploaded: 'Not uploaded',
  statusLabels: {
    active: 'Active',
    pending: 'Pending',
    inactive: 'Inactive',
    incomplete: 'Incomplete',
    suspended: 'Suspended',
  },
  users: {
    columns: {
      name: 'Name',
      phone: 'Phone',
      email: 'Email',
      status: 'Status',
      lastLoggedAt: 'Last logged in',
      createdAt: 'Created',
      actions: 'Actions',
    },
    filters: { name: 'Name', id: 'ID', email: 'Email', phone: 'Phone', status: 'Status' },
    previewWebsite: 'Preview website',
    websiteOf: (name: string) => `Website of ${name}`,
    websiteFrame: (name: string) => `Preview of the website of ${name}`,
    openWebsite: 'Open the website in a new tab',
    search: 'Search users',
    searchPlaceholder: 'Name, phone or email',
    searchButton: 'Search',
    clearSearch: 'Clear search',
    searchResults: (count: number, query: string) =>
      `${count} ${count === 1 ? 'user matches' : 'users match'} “${query}”`,
    assignCoupon: 'Assign Coupon',
    assign: 'Assign',
    coupon: 'Coupon',
    selectedCount: (count: number) => `${count} selected`,
    assignTo: (count: number) =>
      `The coupon goes to the ${count} selected ${count === 1 ? 'user' : 'users'}.`,
  },
  merchants: {
    columns: {
      storeName: 'Store name',
      merchantName: 'Merchant name',
      phone: 'Phone',
      whatsappNumber: 'WhatsApp',
      gstNumber: 'GST number',
      address: 'Address',
      status: 'Status',
      createdAt: 'Created',
      actions: 'Actions',
    },
    filters: {
      storeName: 'Store name',
      merchantName: 'Merchant name',
      phone: 'Phone',
      status: 'Status',
    },
    actions: {
      productsCsv: 'Download products CSV',
      earningReport: 'Earning report',
      settle: 'Settle earning',
      documents: 'View documents',
    },
    earningReport: 'Earning Report',
    earningReportOf: (storeName: string) => `Earning Report of ${storeName}`,
    period: 'Period',
    particularDate: 'Particular date',
    dateRange: 'Date range',
    date: 'Date',
    startDate: 'Start date',
    endDate: 'End date',
    download: 'Download',
    settleTitle: (storeName: string) => `Settle earning of ${storeName}`,
    transactionId: 'Transaction ID',
    merchantId: 'Merchant ID',
    amount: 'Amount (₹)',
    settle: 'Settle',
    documentsOf: (storeName: string) => `Documents of ${storeName}`,
    documents: {
      storePhoto: 'Store photo',
      gstPhoto: 'GST photo',
      panPhoto: 'PAN photo',
      bankPassbookOrBlankCheckPhoto: 'Bank passbook or blank cheque',
    },
    openFullSize: (document: string) => `${document} (opens full size in a new tab)`,
  },
} as const;
