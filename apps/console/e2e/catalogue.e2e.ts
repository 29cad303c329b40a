import type { BrowserContext, Page } from '@playwright/test';
import {
  type CatalogueTheme,
  catalogueStories,
  loadAxe,
  showStory,
  storyError,
  storyUrl,
  storyViolations,
} from './support/catalogue-stories.js';
import { admin, atPath, expect, signIn, test } from './support/operator.js';
import { servedConsoleUrl } from './support/served-console.js';

test('an operator opens the element catalogue from the profile menu', async ({ page }) => {
  // It loads the console, then Storybook's manager, preview and Docs: three apps in one test.
  test.slow();
  // Whatever the catalogue's pages load or run, its security policy must allow.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  await signIn(page);
  await page.getByRole('button', { name: admin.username }).click();
  await page.getByRole('menuitem', { name: 'Element catalogue' }).click();

  await expect(page).toHaveURL(atPath('/catalogue/'));
  // The sidebar lists the foundations and the elements.
  const sidebar = page.getByRole('navigation', { name: 'Stories' });
  await expect(sidebar.getByText('Foundations', { exact: true })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Data table' })).toBeVisible();
  // The first page of the catalogue, drawn in its preview frame.
  const preview = page.frameLocator('#storybook-preview-iframe');
  await expect(preview.getByRole('heading', { name: 'Colours' })).toBeVisible();

  // An element's Docs page lists its API from the manifest: here an event and a CSS property.
  await page.goto('/catalogue/?path=/docs/elements-data-table--docs');
  // The Docs page draws every story of the table first: seconds on a busy machine.
  await expect(preview.getByText('sat-sort-change', { exact: true })).toBeVisible({
    timeout: 45_000,
  });
  await expect(preview.getByText('--sat-data-table-max-height', { exact: true })).toBeVisible();
  expect(refused).toEqual([]);
});

const stories = catalogueStories();

for (const theme of ['light', 'dark'] as const satisfies readonly CatalogueTheme[]) {
  test.describe(`every story of the catalogue, ${theme}`, () => {
    // One preview frame for all the stories of a theme; the errors it throws while showing one.
    let context: BrowserContext;
    let page: Page;
    const errors: string[] = [];

    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({
        baseURL: servedConsoleUrl(),
        // Storybook then pauses animations instead of waiting for each to end (spinners never do).
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome StorybookTestRunner',
        // Storybook's pause reaches no shadow root: an element's own opening animation (the
        // palette's fade) would still run under axe's contrast check. Elements honour reduced motion.
        reducedMotion: 'reduce',
      });
      page = await context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(storyUrl(stories[0]?.id ?? '', theme));
      await loadAxe(page);
    });
    test.afterAll(() => context.close());

    for (const story of stories) {
      test(`${story.title}: ${story.name} renders with no accessibility violation`, async () => {
        errors.length = 0;
        await showStory(page, story.id);
        expect(await storyError(page)).toBeUndefined();
        expect(errors).toEqual([]);

        expect(await storyViolations(page)).toEqual([]);
      });
    }
  });
}
