import { transportMessages } from '@satchel/api';

/**
 * The one English catalogue of user-facing texts. Wording is the specification's, word for
 * word, except the misspellings design.md §6 corrects. Components never write texts themselves.
 */
export const messages = {
  brand: 'Satchel Admin',
  loading: 'Loading',
  genericError: transportMessages.generic,
  timeoutError: transportMessages.timeout,
  login: {
    welcome: 'Welcome Back',
    subtitle: 'Please sign in to access your account',
    username: 'Username',
    usernamePlaceholder: 'Enter your username',
    password: 'Password',
    passwordPlaceholder: 'Enter your password',
    signIn: 'Sign In',
    loginFailed: 'Login Failed',
    usernameRequired: 'Username is required',
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be at least 6 characters long',
  },
  session: {
    expired: 'Invalid or expired token. Login Again',
  },
  logout: {
    title: 'Confirm Logout',
    message: 'Are you sure you want to log out?',
  },
  notFound: {
    code: '404',
    title: 'Page Not Found',
    message: "Oops! The page you're looking for doesn't exist.",
    home: 'Go to Home',
  },
  shell: {
    title: 'Dashboard',
    sidebar: 'Sidebar',
    toggleSidebar: 'Toggle sidebar',
    profile: 'Profile',
    logout: 'Logout',
  },
  sections: {
    dashboard: 'Dashboard',
    users: 'Users',
    merchants: 'Merchants',
    delivery: 'Delivery Boys',
    productManagement: 'Product Management',
    products: 'Products',
    categories: 'Categories',
    banners: 'Banners',
    coupon: 'Coupon Management',
    specialCategory: 'Special Category',
    salesTrack: 'Sales Track',
    orderManagement: 'Order Management',
    settings: 'Settings',
  },
  dashboard: {
    title: 'Analytics Dashboard',
  },
  settings: {
    placeholder: 'Settings will be available here soon.',
  },
  users: {
    title: 'Users Management',
    fetchFailed: 'User fetching Failed',
    empty: 'No users found',
    searchFailed: 'Search failed. Please try again.',
    assignmentSuccessful: 'Assignment Successful',
    assignmentFailed: 'Coupon Assignment Failed',
  },
  coupons: {
    fetchFailed: 'Coupons fetching Failed',
    empty: 'No coupons found',
  },
  merchants: {
    title: 'Merchant Management',
    fetchFailed: 'Merchant fetching Failed',
    empty: 'No merchant found',
    productsCsvDownloaded: 'Products CSV downloaded successfully!',
    productsCsvFailed: 'Failed Downloading products CSV!',
    noDeliveredOrder: 'No order is delivered!',
    earningReportFile: 'Earning Report',
    settled: 'Earning settle successfully',
    settlementFailed: 'Merchant Money Settlement Failed',
  },
  settlement: {
    transactionIdRequired: 'Transaction ID is required.',
    merchantIdRequired: 'Merchant ID is required.',
    amountRequired: 'Amount is required.',
    amountPositive: 'Amount must be greater than 0.',
  },
  earningReport: {
    futureDate: 'Dates cannot be in the future.',
    endBeforeStart: 'The end date cannot be before the start date.',
    dateOrRange: 'Choose either a particular date or a range, not both.',
    rangeIncomplete: 'Choose both a start and an end date.',
  },
  merchantTools: {
    invalidId: 'Invalid ID format',
    notActive: 'This merchant status is not active',
    notCsv: 'Please upload a CSV file',
    alreadyUploaded:
      'You had already uploaded! You can change or delete file for uploading new file!!!',
    verified: 'Merchant Verified Success',
  },
  notBuiltYet: 'This section is not built yet.',
  sectionNotFound: '404 - Page not found',
} as const;
