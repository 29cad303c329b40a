/** Texts of Order Management: the list and its charts, the order-details view, merchant assignment. */
export const orders = {
  title: 'Order Management',
  fetchFailed: 'Orders Fetching Failed',
  empty: 'No orders found',
  refresh: 'Refresh',
  dailyTotalSales: 'Daily Total Sales',
  dailyOrderCount: 'Daily Order Count',
  /** The order's name in a list row and as the details view's heading. */
  order: (orderId: string) => `Order ${orderId}`,
  /** Fields only orders have; the shared ones are in `fields`. */
  fields: {
    orderId: 'Order ID',
    orderTime: 'Order time',
    orderStatus: 'Order status',
    customer: 'Customer',
    customerName: 'Customer name',
    customerPhone: 'Customer phone',
    subTotal: 'Sub total (₹)',
    paymentMethod: 'Payment method',
    paymentStatus: 'Payment status',
  },
  statuses: {
    all: 'All',
    placed: 'Placed',
    merchantAccepted: 'Merchant Accepted',
    merchantRejected: 'Merchant Rejected',
    readyToPick: 'Ready To Pick',
    driverAccepted: 'Driver Accepted',
    outForDelivery: 'Out For Delivery',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  },
  paymentMethods: { cod: 'Cash on delivery', online: 'Online' },
  paymentStatuses: { paid: 'Paid', unpaid: 'Unpaid' },
} as const;

export const orderDetails = {
  notFound: 'Order not found!',
  notFoundTitle: 'Order details not found!',
  fetchFailed: 'Order Fetching Failed',
  backToOrders: 'Back to orders',
  notLoaded: 'The order could not be loaded.',
  tryAgain: 'Try again',
  total: 'Total',
  orderItems: 'Order Items',
  brand: 'Brand',
  sku: 'SKU',
  price: 'Price',
  quantity: 'Quantity',
  itemStatus: 'Item status',
  /** A bundle item the backend does not name. */
  bundle: 'Bundle',
  /** A bundle item: its set (Book Set …), class and school. */
  bundleTitle: (set: string, classLevel: string, school: string) =>
    `${set} for Class ${classLevel}, ${school}`,
  productImage: (title: string) => `Image of ${title}`,
  noImage: 'No image',
  possibleMerchants: 'Possible merchants',
  noPossibleMerchants: 'No merchant can supply this item yet.',
  assigned: 'Assigned',
  assignedMerchant: (name: string) => `Assigned to ${name}`,
  golden: 'Golden',
  onMap: (name: string) => `${name} on the map (opens in a new tab)`,
  map: 'Map',
  drivers: 'Drivers',
  current: 'Current',
  rejected: 'Rejected',
  available: 'Available',
  outForDelivery: 'Out for delivery',
  billingAddress: 'Billing address',
  billingOnMap: 'Billing address on the map (opens in a new tab)',
  additionalCharges: 'Additional charges',
  /** The order's additional charges, keyed by their wire names, in the order the panel lists them. */
  charges: {
    deliveryFee: 'Delivery fee',
    platformFee: 'Platform fee',
    handlingFee: 'Handling fee',
    smallCartFee: 'Small cart fee',
    tip: 'Tip',
    otherFees: 'Other fees',
  },
} as const;

export const orderAssignment = {
  title: 'Assign Merchants',
  merchantsNotFound: "Couldn't find merchants for order!",
  failed: 'Merchant Assignment Failed',
  chosen: 'Products with a merchant:',
  progress: (chosen: number, total: number) => `${chosen}/${total}`,
  merchantFor: (title: string) => `Merchant for ${title}`,
  noMerchant: 'No merchant can supply this product.',
  noProducts: 'This order has no products to assign.',
} as const;
