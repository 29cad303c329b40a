import { useStore } from '@nanostores/react';
import {
  isImageLink,
  LOGO_CONTENT_TYPES,
  MAX_CATEGORY_NAME_LENGTH,
  MAX_LOGO_URL_LENGTH,
} from '@satchel/api';
import { categories, messages } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { type FormEvent, useId, useState } from 'react';
import { FileField } from '../../components/form/FileField.js';
import { TextField } from '../../components/form/TextField.js';
import { LogoPreview, useFileLink } from './LogoPreview.js';

const { fields, hints } = messages.categories;
const acceptedFiles = LOGO_CONTENT_TYPES.join(',');

/**
 * The add form (spec part 1 §2, §5): name, display name, and the logo as an image link or an
 * image file, with a preview. The store checks the rules and puts messages under the fields.
 */
export function CategoryForm() {
  const { values, errors } = useStore(categories.$categoryForm);
  const submitting = useStore(categories.$submittingCategory);
  const headingId = useId();
  // A new file input after each added category: a file input cannot be emptied from outside.
  const [added, setAdded] = useState(0);
  const fileLink = useFileLink(values.logo);
  const link = values.logoUrl.trim();
  const preview = fileLink ?? (isImageLink(link) ? link : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (await categories.submitCategory()) setAdded((count) => count + 1);
  };

  return (
    <form
      className="category-form panel"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={headingId} className="category-form__title">
        {messages.categories.addTitle}
      </h3>
      <div className="category-form__fields">
        <TextField
          name="name"
          maxlength={MAX_CATEGORY_NAME_LENGTH}
          label={fields.name}
          value={values.name}
          error={errors.name}
          hint={hints.name}
          onValueChange={(name) => categories.changeCategoryForm({ name })}
        />
        <TextField
          name="displayName"
          maxlength={MAX_CATEGORY_NAME_LENGTH}
          label={fields.displayName}
          value={values.displayName}
          error={errors.displayName}
          onValueChange={(displayName) => categories.changeCategoryForm({ displayName })}
        />
        <TextField
          name="logoUrl"
          maxlength={MAX_LOGO_URL_LENGTH}
          type="url"
          label={fields.logoUrl}
          value={values.logoUrl}
          error={errors.logoUrl}
          hint={hints.logoUrl}
          onValueChange={(logoUrl) => categories.changeCategoryForm({ logoUrl })}
        />
        <FileField
          key={added}
          name="logo"
          label={fields.logoFile}
          accept={acceptedFiles}
          error={errors.logo}
          hint={hints.logoFile}
          onFileChange={(logo) => categories.changeCategoryForm({ logo })}
        />
      </div>
      <LogoPreview source={preview} />
      <div className="category-form__actions">
        <SlButton type="submit" variant="primary" loading={submitting} disabled={submitting}>
          {messages.categories.submit}
        </SlButton>
      </div>
    </form>
  );
}
