import type { Page } from '@playwright/test';
import { expect } from './operator.js';

/** The console's languages, as `<html lang>` says them. */
export type Language = 'en' | 'hi';

/** A screen of the registry: its content path and the heading it shows once drawn, by language. */
export interface Screen {
  readonly path: string;
  readonly heading: Readonly<Record<Language, string>>;
}

/** Every screen of the registry (src/screens/registry.ts). */
export const screens: readonly Screen[] = [
  { path: '/dashboard', heading: { en: 'Analytics Dashboard', hi: 'एनालिटिक्स डैशबोर्ड' } },
  { path: '/users', heading: { en: 'Users Management', hi: 'यूज़र मैनेजमेंट' } },
  { path: '/merchants', heading: { en: 'Merchant Management', hi: 'मर्चेंट मैनेजमेंट' } },
  { path: '/delivery', heading: { en: 'Drivers', hi: 'ड्राइवर' } },
  { path: '/product-management', heading: { en: 'Product Management', hi: 'प्रोडक्ट मैनेजमेंट' } },
  { path: '/products', heading: { en: 'Products', hi: 'प्रोडक्ट' } },
  { path: '/categories', heading: { en: 'Categories', hi: 'कैटेगरी' } },
  { path: '/banners', heading: { en: 'Banners', hi: 'बैनर' } },
  { path: '/coupon', heading: { en: 'Coupon Management', hi: 'कूपन मैनेजमेंट' } },
  { path: '/special-category', heading: { en: 'Management', hi: 'मैनेजमेंट' } },
  { path: '/sales-track', heading: { en: 'Sales Management', hi: 'सेल्स मैनेजमेंट' } },
  { path: '/order-management', heading: { en: 'Order Management', hi: 'ऑर्डर मैनेजमेंट' } },
  { path: '/audit', heading: { en: 'Audit', hi: 'ऑडिट' } },
  { path: '/settlement-approvals', heading: { en: 'Approvals', hi: 'मंज़ूरियाँ' } },
  { path: '/settings', heading: { en: 'Settings', hi: 'सेटिंग्स' } },
  { path: '/account', heading: { en: 'My account', hi: 'मेरा अकाउंट' } },
];

/** The name of the console's loading indicators, by language. */
const loading: Readonly<Record<Language, string>> = { en: 'Loading', hi: 'लोड हो रहा है' };

/**
 * Opens `screen` in the signed-in console and waits until it is drawn in `language` and nothing
 * on it is still loading: its spinners gone, its lists and summaries filled.
 */
export async function openScreen(page: Page, screen: Screen, language: Language): Promise<void> {
  await page.goto(`/#${screen.path}`);
  await expect(
    page
      .getByRole('main')
      .getByRole('heading', { name: screen.heading[language], exact: true })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('status', { name: loading[language] })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
