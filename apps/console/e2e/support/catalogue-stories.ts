import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/** The catalogue `pnpm build` writes and the server publishes at /catalogue/. */
const catalogueIndex = fileURLToPath(
  new URL('../../../../packages/elements/storybook-static/index.json', import.meta.url),
);

export interface CatalogueStory {
  readonly id: string;
  readonly title: string;
  readonly name: string;
}

interface IndexEntry extends CatalogueStory {
  readonly type: 'story' | 'docs';
}

/** Every story of the built catalogue (not its Docs pages, which show the same stories). */
export function catalogueStories(): CatalogueStory[] {
  if (!existsSync(catalogueIndex)) {
    throw new Error(`The catalogue is not built (${catalogueIndex} is missing): run pnpm build`);
  }
  const index = JSON.parse(readFileSync(catalogueIndex, 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map(({ id, title, name }) => ({ id, title, name }));
}

export type CatalogueTheme = 'light' | 'dark';

/** The catalogue's preview frame alone, showing a story in a theme. */
export const storyUrl = (id: string, theme: CatalogueTheme) =>
  `/catalogue/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=theme:${theme}`;

/** What the tests read of Storybook's preview: the story it shows and how far it has got. */
interface StorybookWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
}

/**
 * Shows the story in the already open preview frame, as the catalogue's sidebar does (loading
 * the preview again for each story would take most of the run), and waits until Storybook has
 * finished it: rendered and played, or shown its error display.
 */
export async function showStory(page: Page, id: string): Promise<void> {
  await page.evaluate((storyId) => {
    (window as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', {
      storyId,
      viewMode: 'story',
    });
  }, id);
  await page.waitForFunction((storyId) => {
    const render = (window as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender;
    return render?.id === storyId && render.phase === 'finished';
  }, id);
}

/** The message of Storybook's error display, when it shows one instead of the story. */
export async function storyError(page: Page): Promise<string | undefined> {
  const body = await page.locator('body').getAttribute('class');
  return body?.includes('sb-show-errordisplay')
    ? ((await page.locator('#error-message').textContent()) ?? 'Storybook showed an error')
    : undefined;
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Loads axe into the preview frame once. @axe-core/playwright's AxeBuilder injects it again at
 * every check, which would be most of the run here, where one page shows every story.
 */
export async function loadAxe(page: Page): Promise<void> {
  await page.evaluate(axeSource);
}

/** The rules the story breaks (each with the elements that break it), as axe finds them. */
export async function storyViolations(page: Page): Promise<{ rule: string; nodes: string[] }[]> {
  const results = await page.evaluate(() =>
    (
      window as unknown as { axe: { run(context: string, options: object): Promise<AxeResults> } }
    ).axe.run('#storybook-root', {
      resultTypes: ['violations'],
      // A best practice that counts only visible labels: <sat-dropdown hide-label> keeps its
      // label for screen readers (sl-select's aria-labelledby), as the host asked for.
      rules: { 'label-title-only': { enabled: false } },
    }),
  );
  return results.violations.map((violation) => ({
    rule: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}
