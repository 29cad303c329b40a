import {
  isImageLink,
  LOGO_CONTENT_TYPES,
  MAX_CATEGORY_NAME_LENGTH,
  MAX_LOGO_URL_LENGTH,
} from '@satchel/api';
import { categories, messages } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { type FormEvent, useId } from 'react';
import { FileField } from '../../components/form/FileField.js';
import { TextField } from '../../components/form/TextField.js';
import { useFormStore } from '../../components/form/useFormStore.js';
import { LogoPreview, useFileLink } from './LogoPreview.js';

const { fields, hints } = messages.categories;
const acceptedFiles = LOGO_CONTENT_TYPES.join(',');

/**
 * The add form (spec part 1 §2, §5): name, display name, and the logo as an image link or an
 * image file, with a preview. The store checks the rules and puts messages under the fields.
 */
export function CategoryForm() {
  const { values, errors, openings, busy: submitting } = useFormStore(categories.categoryForm);
  const headingId = useId();
  const fileLink = useFileLink(values.logo);
  const link = values.logoUrl.trim();
  const preview = fileLink ?? (isImageLink(link) ? link : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void categories.categoryForm.submit();
  };

  return (
    <form className="category-form panel" aria-labelledby={headingId} noValidate onSubmit={submit}>
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
          onValueChange={(name) => categories.changeCategory({ name })}
        />
        <TextField
          name="displayName"
          maxlength={MAX_CATEGORY_NAME_LENGTH}
          label={fields.displayName}
          value={values.displayName}
          error={errors.displayName}
          onValueChange={(displayName) => categories.changeCategory({ displayName })}
        />
        <TextField
          name="logoUrl"
          maxlength={MAX_LOGO_URL_LENGTH}
          type="url"
          label={fields.logoUrl}
          value={values.logoUrl}
          error={errors.logoUrl}
          hint={hints.logoUrl}
          onValueChange={(logoUrl) => categories.changeCategory({ logoUrl })}
        />
        <FileField
          // A new file input each time the form empties: a file input cannot be emptied from outside.
          key={openings}
          name="logo"
          label={fields.logoFile}
          accept={acceptedFiles}
          error={errors.logo}
          hint={hints.logoFile}
          onFileChange={(logo) => categories.changeCategory({ logo })}
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
