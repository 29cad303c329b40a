import type { Locator, Page } from '@playwright/test';

/**
 * An open form dialog of a screen (an sl-dialog) by its title. The element named "dialog" is a
 * panel in sl-dialog's shadow root, and the form is slotted, so it is not inside that panel:
 * the locator is the sl-dialog itself, which holds both.
 */
export const formDialog = (page: Page, title: string): Locator =>
  page.locator('sl-dialog').filter({ has: page.getByRole('dialog', { name: title }) });
