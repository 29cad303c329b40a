import { rows, showFilters, table } from './support/data-table.js';
import { downloadOf } from './support/downloads.js';
import { insertCustomers, uniqueTag } from './support/marketplace.js';
import { expect, signIn, test } from './support/operator.js';

test.describe('Export', () => {
  test('exports exactly the filtered rows, with the visible columns under their headings', async ({
    page,
  }) => {
    // Sign-in, a search and a download: generous on a shared, busy machine.
    test.setTimeout(90_000);
    const tag = uniqueTag();
    const name = (letter: string) => `Export ${tag} ${letter}`;
    // Oldest first, as the users list sorts: A, then B; C is active, so the filter leaves it out.
    await insertCustomers([
      {
        name: name('A'),
        status: 'suspended',
        phone: '8000000101',
        createdAt: new Date(Date.UTC(2021, 0, 1, 4, 30)),
      },
      { name: name('B'), status: 'suspended', createdAt: new Date(Date.UTC(2021, 0, 2, 4, 30)) },
      { name: name('C'), status: 'active', createdAt: new Date(Date.UTC(2021, 0, 3, 4, 30)) },
      // A name a spreadsheet would run as a formula: the file keeps it text.
      {
        name: `=1+1 ${tag}`,
        status: 'suspended',
        createdAt: new Date(Date.UTC(2021, 0, 4, 4, 30)),
      },
    ]);
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Users Management' })).toBeVisible();
    await showFilters(page);
    await table(page).getByLabel('Name', { exact: true }).fill(tag);
    await table(page)
      .getByRole('combobox', { name: 'Status', exact: true })
      .selectOption('suspended');
    await table(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(rows(page)).toHaveCount(3);

    const file = await downloadOf(page, () =>
      page.getByRole('button', { name: 'Export', exact: true }).click(),
    );

    expect(file.name).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.lines).toEqual([
      'Name,Phone,Email,Status,Last logged in,Created',
      // A cell a spreadsheet would run (=, +) starts with ', so it stays text.
      `${name('A')},'+91 8000000101,,Suspended,,"1 Jan 2021, 10:00 am"`,
      expect.stringMatching(
        new RegExp(`^${name('B')},'\\+91 \\d{10},,Suspended,,"2 Jan 2021, 10:00 am"$`),
      ),
      expect.stringMatching(
        new RegExp(`^'=1\\+1 ${tag},'\\+91 \\d{10},,Suspended,,"4 Jan 2021, 10:00 am"$`),
      ),
      '',
    ]);
    await expect(page.getByText(`${file.name} downloaded`)).toBeVisible();
  });
});
