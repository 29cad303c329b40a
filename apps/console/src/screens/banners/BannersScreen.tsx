import { messages } from '@satchel/stores';
import { ScreenHeader } from '../../components/screen-header/ScreenHeader.js';
import { BannerForm } from './BannerForm.js';
import { BannersTable } from './BannersTable.js';
import './BannersScreen.css';

/**
 * Banners (spec part 1 §2): the one form that adds a banner or updates the one chosen from the
 * table, then the table with its thumbnails, edit and delete.
 */
export function BannersScreen() {
  return (
    <section className="banners-screen">
      <ScreenHeader title={messages.banners.title} />
      <BannerForm />
      <BannersTable />
    </section>
  );
}
