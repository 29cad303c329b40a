import { messages } from '@satchel/stores';
import { useMay } from '../../components/permissions/useMay.js';
import { ScreenHeader } from '../../components/screen-header/ScreenHeader.js';
import { BulkAssign } from './BulkAssign.js';
import { ProductsTable } from './ProductsTable.js';
import './ProductsScreen.css';

/** Products (spec part 1 §2): the bulk-assign CSV upload, then the products table. */
export function ProductsScreen() {
  const may = useMay();
  return (
    <section className="products-screen">
      <ScreenHeader title={messages.products.title} />
      {may('products:write') ? <BulkAssign /> : null}
      <ProductsTable />
    </section>
  );
}
