import { banners, messages } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { SelectField } from '../../components/form/SelectField.js';
import { TextField } from '../../components/form/TextField.js';
import { useFormStore } from '../../components/form/useFormStore.js';
import { bannerStatusOptions, bannerTypeOptions } from './bannersTable.js';
import { ImagePreview } from './ImagePreview.js';
import { TargetPicker } from './TargetPicker.js';

const { fields } = messages.banners;

/**
 * The one banner form (spec part 1 §4): add mode, or update mode filled from a row (its Cancel
 * returns to add mode). The title, the type and what it leads to (a real category or product,
 * nothing for type none), the status, and the image link with its live preview. The store
 * checks the rules; the form empties once the banner is saved.
 */
export function BannerForm() {
  const form = useFormStore(banners.bannerForm);
  const { values, errors, openings, context: updated, busy: saving } = form;
  const updating = updated !== null;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // A row's Edit fills the form above the table: bring it into view, reading its heading first.
  useEffect(() => {
    if (updated === null) return;
    heading.current?.closest('form')?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [updated]);

  const change = banners.changeBanner;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void banners.bannerForm.submit();
  };

  const label = updating ? messages.banners.update : messages.banners.add;
  return (
    <form className="banner-form panel" aria-labelledby={headingId} noValidate onSubmit={submit}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="banner-form__heading">
        {label}
      </h3>
      <div className="banner-form__fields">
        <TextField
          name="title"
          label={fields.title}
          value={values.title}
          error={errors.title}
          onValueChange={(title) => change({ title })}
        />
        <div className="banner-form__row">
          <SelectField
            name="type"
            label={fields.type}
            value={values.type}
            options={bannerTypeOptions}
            onValueChange={(type) => change({ type: type as banners.BannerFormValues['type'] })}
          />
          <SelectField
            name="status"
            label={fields.status}
            value={values.status}
            options={bannerStatusOptions}
            onValueChange={(status) => change({ status })}
          />
        </div>
        {values.type === 'none' ? (
          <p className="banner-form__nowhere">{messages.banners.noTargetForNone}</p>
        ) : (
          <TargetPicker
            // A new kind, or the form filled anew, starts the search again with no words.
            key={`${values.type} ${openings}`}
            kind={values.type}
            chosen={values.target}
            error={errors.target}
            onChoose={(target) => change({ target })}
          />
        )}
        <TextField
          name="bannerUrl"
          type="url"
          label={fields.bannerUrl}
          placeholder={messages.banners.bannerUrlPlaceholder}
          value={values.bannerUrl}
          error={errors.bannerUrl}
          onValueChange={(bannerUrl) => change({ bannerUrl })}
        />
      </div>
      <ImagePreview link={values.bannerUrl} />
      <div className="banner-form__actions">
        {updating ? (
          <SlButton disabled={saving} onClick={banners.cancelBannerEdit}>
            {messages.cancel}
          </SlButton>
        ) : null}
        <SlButton type="submit" variant="primary" loading={saving} disabled={saving}>
          {label}
        </SlButton>
      </div>
    </form>
  );
}
