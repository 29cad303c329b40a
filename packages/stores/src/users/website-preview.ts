import type { users } from '@satchel/api';
import { atom } from 'nanostores';

/** The user whose website the preview dialog shows; null while closed. */
export const $websitePreview = atom<users.User | null>(null);

export const previewWebsite = (user: users.User): void => $websitePreview.set(user);

export const closeWebsitePreview = (): void => $websitePreview.set(null);
