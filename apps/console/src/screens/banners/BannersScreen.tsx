import { messages } from '@satchel/stores';
import { useMay } from '../../components/permissions/useMay.js';
import { ScreenHeader } from '../../components/screen-header/ScreenHeader.js';
import { BannerForm } from './BannerForm.js';
import { BannersTable } from './BannersTable.js';
import './BannersScreen.css';

/**
 * Banners (spec part 1 §2): the one form that adds a banner or updates the one chosen from the
 * table, then the table with its thumbnails, edit and delete.
 */
export function BannersScreen() {
  const may = useMay();
  return (
    <section className="banners-screen">
      <ScreenHeader title={messages.banners.title} />
      {may('banners:write') ? <BannerForm /> : null}
      <BannersTable />
    </section>
  );
}
