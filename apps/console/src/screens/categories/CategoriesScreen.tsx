import { messages } from '@satchel/stores';
import { useMay } from '../../components/permissions/useMay.js';
import { ScreenHeader } from '../../components/screen-header/ScreenHeader.js';
import { CategoriesTable } from './CategoriesTable.js';
import { CategoryForm } from './CategoryForm.js';
import './CategoriesScreen.css';

/** Categories (spec part 1 §2): the add form, then the table of categories with their logos. */
export function CategoriesScreen() {
  const may = useMay();
  return (
    <section className="categories-screen">
      <ScreenHeader title={messages.categories.title} />
      {may('categories:write') ? <CategoryForm /> : null}
      <CategoriesTable />
    </section>
  );
}
