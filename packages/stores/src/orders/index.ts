// The orders screen's stores, as `@satchel/stores` exports them under `orders`.
export { orderItemTitle } from './item-title.js';
export {
  $assignment,
  $assignmentProgress,
  type AssignableProduct,
  type Assignment,
  assignOrderMerchants,
  chooseMerchant,
  closeAssignment,
  findOrderMerchants,
} from './order-assignment.js';
export {
  $openOrder,
  closeOrder,
  type OpenOrder,
  openOrder,
  orderHref,
  reloadOrder,
} from './order-details.js';
export {
  $chosenOrderStatus,
  $orderCharts,
  chooseOrderStatus,
  type OrderStatusFilter,
  orderChartDays,
  orderStatusFilters,
  refreshOrders,
} from './order-status.js';
export { ordersList } from './orders-list.js';
