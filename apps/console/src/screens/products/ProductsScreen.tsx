import { messages } from '@satchel/stores';
import { ScreenHeader } from '../../components/screen-header/ScreenHeader.js';
import { ProductsTable } from './ProductsTable.js';

/**
 * Products (spec part 1 §2): the products table with its adminDisabled toggles. The bulk-assign
 * CSV upload takes its place between the heading and the table, as a section of its own.
 */
export function ProductsScreen() {
  return (
    <section className="products-screen">
      <ScreenHeader title={messages.products.title} />
      <ProductsTable />
    </section>
  );
}
