import { rows, searchBy, table } from './support/data-table.js';
import {
  insertOrders,
  insertShop,
  orderOfOne,
  uniqueTag,
  withDatabase,
} from './support/marketplace.js';
import { expect, sidebar, signIn, test } from './support/operator.js';
import { reloadingOrders } from './support/orders-list.js';

/** A notebook of a merchant of its own, and orders of it named with this test's tag. */
async function scene() {
  const tag = uniqueTag();
  const {
    productIds: [notebookId],
  } = await insertShop({ storeName: `Live ${tag}`, merchantName: `Live ${tag}` }, tag, [
    { title: `Notebook ${tag}`, brand: 'Classmate', price: 60 },
  ]);
  const order = (name: string) =>
    orderOfOne(tag, name, {
      customerName: `Live ${tag} ${name}`,
      status: 'placed',
      productId: notebookId!,
      price: 60,
    });
  return { tag, order };
}

test.describe('Live rows', () => {
  test('a new order from another process shows as "1 new: Show"; Show shows it; a row changed elsewhere updates in place', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { tag, order } = await scene();
    const [firstId] = await insertOrders([order('first'), order('second')]);
    // The change stream opens with a ticket, once, as the signed-in shell first draws: the wait
    // is set before signing in, or a quick shell opens it before anyone listens.
    const streamOpened = page.waitForResponse((response) =>
      /\/api\/v1\/events\?ticket=/.test(response.url()),
    );
    await signIn(page);
    await reloadingOrders(page, () => sidebar(page).getByText('Order Management').click());
    await reloadingOrders(page, () => searchBy(page, 'Customer name', tag));
    await streamOpened;
    await expect(rows(page)).toHaveText([/-second/, /-first/]);

    // Another process (this test, straight into the database) takes an order.
    await insertOrders([order('third')]);
    const notice = table(page).getByText('1 new:');
    await expect(notice).toBeVisible({ timeout: 20_000 });
    // The rows on screen have not moved.
    await expect(rows(page)).toHaveText([/-second/, /-first/]);
    await reloadingOrders(page, () => table(page).getByRole('button', { name: 'Show' }).click());
    await expect(rows(page)).toHaveText([/-third/, /-second/, /-first/]);
    await expect(notice).toBeHidden();

    // Someone else cancels the first order: its row says so where it stands, marked a moment.
    const first = rows(page).filter({ hasText: '-first' });
    await expect(first).toContainText('Placed');
    await withDatabase((client) =>
      client.query(`update orders set status = 'cancelled' where id = $1`, [firstId]),
    );
    await expect(first).toContainText('Cancelled', { timeout: 20_000 });
    await expect(rows(page)).toHaveText([/-third/, /-second/, /-first/]);
  });
});
