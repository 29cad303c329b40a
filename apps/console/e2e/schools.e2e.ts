import type { Locator, Page } from '@playwright/test';
import { formDialog } from './support/form-dialog.js';
import { insertMerchant, insertProducts, insertSchool, uniqueTag } from './support/marketplace.js';
import {
  accessibilityViolations,
  dialogButton,
  expect,
  openDialog,
  sidebar,
  signIn,
  test,
} from './support/operator.js';

/** Signs in and opens the Management screen (Special Category), which starts on School. */
async function openManagement(page: Page): Promise<void> {
  await signIn(page);
  await sidebar(page).getByText('Special Category', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Management' })).toBeVisible();
}

/** Fills one branch's address (its fieldset, "Branch n"). */
async function fillBranch(branch: Locator, area: string, zipCode: string): Promise<void> {
  await branch.getByLabel('Area').fill(area);
  await branch.getByLabel('City').fill('Pune');
  await branch.getByLabel('State').fill('Maharashtra');
  await branch.getByLabel('Zip code').fill(zipCode);
}

/** Expects the spec's error dialog that `trigger` opened, then closes it. */
async function expectErrorDialog(
  page: Page,
  trigger: Locator,
  title: string,
  message: string,
): Promise<void> {
  await expect(openDialog(page)).toContainText(title);
  await expect(openDialog(page)).toContainText(message);
  await dialogButton(page, 'Close').click();
  await expect(openDialog(page)).toHaveCount(0);
  // The focus goes back to the button a moment after the panel has faded out (a timer of
  // sl-dialog's): text typed before then would land on the button, not in the field.
  await expect(trigger).toBeFocused();
}

test.describe('Management, School tab', () => {
  test('adds a school with two branches, then a book-set bundle for a branch’s class, and edits it', async ({
    page,
  }) => {
    // A whole operator's session across four modals.
    test.setTimeout(60_000);
    const tag = uniqueTag();
    const merchantId = await insertMerchant({
      storeName: `Books ${tag}`,
      merchantName: `Asha ${tag}`,
    });
    await insertProducts(merchantId, tag, [
      { title: `Maths Reader ${tag}`, brand: 'NCERT', price: 120 },
      { title: `Science Reader ${tag}`, brand: 'NCERT', price: 140 },
    ]);
    const schoolName = `Green Valley ${tag}`;

    await openManagement(page);
    await page.getByRole('button', { name: 'Add School' }).click();
    const schoolForm = formDialog(page, 'Add School');
    // Texts stop at the length the server takes (the contract's).
    await schoolForm.getByLabel('School name').fill('x'.repeat(250));
    await expect(schoolForm.getByLabel('School name')).toHaveValue('x'.repeat(200));
    await schoolForm.getByLabel('School name').fill(schoolName);
    await schoolForm.getByLabel('Display name').fill(`GV ${tag}`);
    const first = schoolForm.getByRole('group', { name: 'Branch 1' });
    // India by default; the only branch cannot be removed, nor its classes opened before saving.
    await expect(first.getByLabel('Country')).toHaveValue('India');
    await expect(first.getByRole('button', { name: 'Remove branch 1' })).toBeDisabled();
    await expect(first.getByRole('button', { name: 'Classes & Bundles' })).toBeDisabled();

    // A branch is added only when the last one is filled in.
    const addBranch = schoolForm.getByRole('button', { name: 'Add Branch' });
    await addBranch.click();
    await expectErrorDialog(page, addBranch, 'Branch add operation failed', 'Enter branches data');
    await fillBranch(first, 'Kothrud', '411038');
    await addBranch.click();
    const second = schoolForm.getByRole('group', { name: 'Branch 2' });
    // Spec part 2 §4: the branches' Remove buttons are disabled, with two branches too.
    await expect(first.getByRole('button', { name: 'Remove branch 1' })).toBeDisabled();
    await expect(second.getByRole('button', { name: 'Remove branch 2' })).toBeDisabled();
    await fillBranch(second, 'Baner', '41104');
    await schoolForm.getByRole('button', { name: 'Add School' }).click();
    await expect(second.getByText('Zip code must be 6 digits')).toBeVisible();
    await second.getByLabel('Zip code').fill('411045');
    await schoolForm.getByRole('button', { name: 'Add School' }).click();
    await expect(page.getByText('School added successfully!')).toBeVisible();
    await expect(schoolForm).toHaveCount(0);

    // The search finds the new card 500 ms after the last key.
    await page.getByLabel('Search schools').fill(tag);
    const card = page.getByRole('article', { name: schoolName });
    await expect(card).toBeVisible();
    await expect(page.getByRole('feed', { name: 'Schools' }).getByRole('article')).toHaveCount(1);
    await expect(card.getByRole('button', { name: 'Delete' })).toBeDisabled();
    // No logo: the fallback picture stands in.
    await expect(card.getByRole('img', { name: `Logo of ${schoolName}` })).toHaveAttribute(
      'src',
      /^data:image\/svg\+xml/,
    );

    expect(await accessibilityViolations(page)).toEqual([]);

    await card.getByRole('button', { name: 'Edit' }).click();
    const updateForm = formDialog(page, 'Update School');
    const saved = updateForm.getByRole('group', { name: 'Branch 2' });
    await expect(saved.getByLabel('Area')).toHaveValue('Baner');
    await saved.getByRole('button', { name: 'Classes & Bundles' }).click();

    const classes = formDialog(page, `Classes & Bundles: ${schoolName}, Baner`);
    await expect(classes.getByText('No classes yet: add a bundle to start one.')).toBeVisible();
    await classes.getByRole('button', { name: 'Add Bundle' }).click();

    const bundleForm = formDialog(page, 'Add Bundle');
    await bundleForm.getByLabel('Class', { exact: true }).fill('5');
    await expect(bundleForm.getByLabel('Discount (%)', { exact: true })).toHaveValue('0');
    await expect(bundleForm.getByLabel('Tax (%)')).toHaveValue('0');
    await expect(bundleForm.getByRole('switch', { name: 'Custom pack' })).toBeChecked();
    // A merchant is added only when the last one has an id.
    const addMerchant = bundleForm.getByRole('button', { name: 'Add Merchant' });
    await addMerchant.click();
    await expectErrorDialog(
      page,
      addMerchant,
      'Merchant add operation failed',
      'Enter Merchants data',
    );
    await bundleForm.getByLabel('Merchant ID').fill(merchantId);
    await expect(bundleForm.getByLabel('Merchant ID')).toHaveValue(merchantId);
    // The merchant the id names, not a bare id.
    await expect(bundleForm.getByText(`Merchant: Books ${tag}`)).toBeVisible();
    await bundleForm.getByLabel('Search products').fill(tag);
    await bundleForm.getByRole('button', { name: `Add Maths Reader ${tag}` }).click();
    await bundleForm.getByRole('button', { name: `Add Science Reader ${tag}` }).click();
    await bundleForm.getByLabel('Tax (%)').fill('5');
    await bundleForm.getByRole('button', { name: 'Add Bundle' }).click();
    await expect(page.getByText('Bundle added successfully!')).toBeVisible();
    await expect(bundleForm).toHaveCount(0);

    // The new class, whose toggle reveals its bundle.
    await classes.getByText('Show bundles of class 5').click();
    const bundles = classes.getByRole('list', { name: 'Class 5' });
    await expect(bundles).toContainText('Book Set');
    await expect(bundles).toContainText('2 products · discount 0% · tax 5%');
    await expect(bundles).toContainText('1 merchants');

    await bundles
      .getByRole('listitem')
      .filter({ hasText: 'Book Set' })
      .getByRole('button', { name: 'Edit' })
      .click();
    const editForm = formDialog(page, 'Update Bundle');
    await expect(editForm.getByLabel('Merchant ID')).toHaveValue(merchantId);
    await expect(editForm.getByText(`Merchant: Books ${tag}`)).toBeVisible();
    await editForm.getByRole('button', { name: `Remove Science Reader ${tag}` }).click();
    await editForm.getByLabel('Discount (%)', { exact: true }).fill('10');
    await editForm.getByLabel('Custom discount (%)').fill('2.5');
    await editForm.getByRole('button', { name: 'Update Bundle' }).click();
    await expect(page.getByText('Bundle updated successfully!')).toBeVisible();
    await expect(bundles).toContainText('1 products · discount 10% · tax 5%');
  });

  test('tells apart the merchants’ listings of one title, and asks before adding the same book twice', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const title = `Democratic Politics Class 10 ${tag}`;
    const listings = [
      { storeName: `Book Hub ${tag}`, price: 187 },
      { storeName: `Paper Point ${tag}`, price: 182 },
    ];
    for (const listing of listings) {
      const merchantId = await insertMerchant({
        storeName: listing.storeName,
        merchantName: `Owner ${tag}`,
      });
      await insertProducts(merchantId, `${tag}${listing.price}`, [
        { title, brand: 'NCERT', price: listing.price },
      ]);
    }
    const schoolName = `Hill View ${tag}`;
    await insertSchool(schoolName);

    await openManagement(page);
    await page.getByLabel('Search schools').fill(tag);
    await page
      .getByRole('article', { name: schoolName })
      .getByRole('button', { name: 'Edit' })
      .click();
    await formDialog(page, 'Update School')
      .getByRole('group', { name: 'Branch 1' })
      .getByRole('button', { name: 'Classes & Bundles' })
      .click();
    await formDialog(page, `Classes & Bundles: ${schoolName}, Kothrud`)
      .getByRole('button', { name: 'Add Bundle' })
      .click();
    const bundleForm = formDialog(page, 'Add Bundle');
    await bundleForm.getByLabel('Search products').fill(title);

    // Each listing names its merchant and price.
    const results = bundleForm.getByRole('list', { name: 'Search products' });
    const listing = (name: string) => results.getByRole('listitem').filter({ hasText: name });
    const addHub = results.getByRole('button', {
      name: `Add ${title} — Book Hub ${tag}, ₹187.00`,
      exact: true,
    });
    const addPoint = results.getByRole('button', {
      name: `Add ${title} — Paper Point ${tag}, ₹182.00`,
      exact: true,
    });
    await expect(addHub).toBeVisible();
    await expect(addPoint).toBeVisible();
    await expect(results.getByText('Title already in this set')).toHaveCount(0);

    await addHub.click();
    const chosen = bundleForm.getByRole('list', { name: 'Chosen products' });
    await expect(chosen.getByRole('button')).toHaveCount(1);
    await expect(
      chosen.getByRole('button', { name: `Remove ${title} — Book Hub ${tag}, ₹187.00` }),
    ).toBeVisible();
    // The other listing of the title is marked, and adding it asks first.
    await expect(
      listing(`Paper Point ${tag}`).getByText('Title already in this set'),
    ).toBeVisible();
    await addPoint.click();
    await expect(openDialog(page)).toContainText('Add another listing?');
    await expect(openDialog(page)).toContainText(
      `“${title}” is already in this set, from Book Hub ${tag}. Add the listing from Paper Point ${tag} too?`,
    );
    await dialogButton(page, 'Cancel').click();
    await expect(openDialog(page)).toHaveCount(0);
    await expect(chosen.getByRole('button')).toHaveCount(1);

    await addPoint.click();
    await dialogButton(page, 'Confirm').click();
    await expect(chosen.getByRole('button')).toHaveCount(2);
    await expect(
      chosen.getByRole('button', { name: `Remove ${title} — Paper Point ${tag}, ₹182.00` }),
    ).toBeVisible();
  });

  test('shows the College tab’s coming-soon notice', async ({ page }) => {
    await openManagement(page);
    await page.getByRole('tab', { name: 'College' }).click();
    await expect(page.getByText('College management is coming soon.')).toBeVisible();
  });

  test('keeps the tab shown through a reload, and Back returns to the tab before', async ({
    page,
  }) => {
    await openManagement(page);
    const tab = (name: string) => page.getByRole('tab', { name });
    await expect(tab('School')).toHaveAttribute('aria-selected', 'true');
    await tab('Competition').click();
    await expect(tab('Competition')).toHaveAttribute('aria-selected', 'true');

    await page.reload();
    await expect(tab('Competition')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('School')).toHaveAttribute('aria-selected', 'false');

    await page.goBack();
    await expect(tab('School')).toHaveAttribute('aria-selected', 'true');
  });
});
