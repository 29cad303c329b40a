import type { search } from '@satchel/api';
import { drivers, goTo, merchants, orders, type Place, products, users } from '@satchel/stores';

const SPECIAL_CATEGORY = '/special-category';

/**
 * Where a record found is shown: an order's details (its number open over the orders list);
 * any other record's row, its list filtered to it by the filter that names it (an id, a SKU, a
 * phone); a school or competition its tab. The URL hash carries it all (navigation/place.ts).
 */
export const placeOfHit = ({ kind, id, code, detail }: search.SearchHit): Place => {
  const at = (section: string, query: Record<string, string>, open: string | null = null) => ({
    section,
    query,
    open,
  });
  switch (kind) {
    case 'orders':
      return at(orders.ordersList.section, {}, code ?? id);
    case 'users':
      return at(users.usersList.section, { id });
    case 'merchants':
      return at(merchants.merchantsList.section, { _id: id });
    case 'drivers':
      // The drivers list has no id filter: its phone finds the one driver.
      return at(drivers.driversList.section, { phone: detail });
    case 'products':
      return at(products.productsList.section, code ? { sku: code } : {});
    case 'schools':
      return at(SPECIAL_CATEGORY, { tab: 'school' });
    case 'competitions':
      return at(SPECIAL_CATEGORY, { tab: 'competition' });
  }
};

export const openHit = (hit: search.SearchHit): void => goTo(placeOfHit(hit));
