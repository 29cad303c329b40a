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
  $ordersList,
  applyOrdersFilters,
  chooseOrderStatus,
  type OrderStatusFilter,
  openOrdersList,
  orderChartDays,
  orderStatusFilters,
  ordersSection,
  refreshOrders,
  reloadOrders,
  resetOrdersFilters,
  setOrdersLimit,
  setOrdersPage,
  setOrdersSort,
} from './orders-list.js';
