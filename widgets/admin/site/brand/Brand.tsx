import { useId, useRef, useState, type ChangeEvent, type CSSProperties } from 'react';
import { deleteFavicon, uploadFavicon } from '../../../../src/api/settings';
import { send } from '../../../../src/client/request';
import { loadApp } from '../../../../src/stores/app';
import { BRAND_FONT_KEYS, BRAND_NAME_MAX, isHexColour, type BrandFont } from '../../../../src/api/brand';
import {
  BRAND_FONTS,
  brandColours,
  brandContrastProblems,
  DEFAULT_BRAND_NAME,
  longHex,
  THEME_COLOURS,
} from '../../../../src/domain/brand';
import { Button } from '../../../../src/ui/Button';
import { Card } from '../../../../src/ui/Card';
import { Checkbox } from '../../../../src/ui/Checkbox';
import { Field, fieldIds } from '../../../../src/ui/Field';
import { control } from '../../../../src/ui/Field.css';
import { RadioGroup } from '../../../../src/ui/RadioGroup';
import { TextField } from '../../../../src/ui/TextField';
import * as admin from '../../Admin.css';
import * as css from './Brand.css';
import * as text from './texts';
import { useOptions } from '../../../../src/element/context';

type Values = Record<string, string | boolean>;

export interface BrandProps {
  /** The site configuration form's values; the brand's are saved with the rest. */
  values: Values;
  set: (key: string, value: string | boolean) => void;
  /** The server's refusal of a field, from the last save. */
  error: (key: string) => string | undefined;
}

/**
 * The brand (docs/behaviour.md, Brand): the portal's name, colours and font, saved with the other
 * settings, a live sample in them, and the favicon, uploaded at once like a logo. A colour pair
 * too faint to read is shown under its field as it is chosen, with the reason the save would give.
 */
export function Brand({ values, set, error }: BrandProps) {
  const str = (key: string) => String(values[key] ?? '');
  const problems = brandContrastProblems(values);
  const colours = brandColours(values);
  const font = str('brand_font') as BrandFont;
  const sample = {
    '--soma-color-primary': colours.primary,
    '--soma-color-primary-text': colours.primaryText,
    '--soma-color-text': colours.text,
    '--soma-font-family': (BRAND_FONTS[font] ?? BRAND_FONTS.system).stack,
  } as CSSProperties;
  const colour = (key: 'brand_primary' | 'brand_primary_text' | 'brand_text', label: string, fallback: string) => (
    <ColourField
      label={label}
      name={key}
      value={str(key)}
      fallback={fallback}
      error={error(key) ?? problems[key]}
      onChange={(value) => set(key, value)}
    />
  );

  return (
    <Card title={text.BRAND} level={3} part="group-brand">
      <div className={admin.stack}>
        <TextField
          label={text.BRAND_NAME}
          name="brand_name"
          value={str('brand_name')}
          maxLength={BRAND_NAME_MAX}
          placeholder={DEFAULT_BRAND_NAME}
          hint={text.BRAND_NAME_HINT}
          error={error('brand_name')}
          onChange={(event) => set('brand_name', event.currentTarget.value)}
        />
        {colour('brand_primary', text.PRIMARY, THEME_COLOURS.primary)}
        {colour('brand_primary_text', text.PRIMARY_TEXT, THEME_COLOURS.primaryText)}
        {colour('brand_text', text.TEXT, THEME_COLOURS.text)}
        <RadioGroup
          legend={text.FONT}
          name="brand_font"
          hint={text.FONT_HINT}
          value={str('brand_font') || 'system'}
          error={error('brand_font')}
          options={BRAND_FONT_KEYS.map((key) => ({ value: key, label: BRAND_FONTS[key].label }))}
          onChange={(value) => set('brand_font', value)}
        />
        <div className={css.sample} style={sample} part="brand-sample">
          <p className={css.sampleLabel}>{text.SAMPLE}</p>
          <p className={css.sampleHeading}>{str('brand_name').trim() || DEFAULT_BRAND_NAME}</p>
          <span className={css.sampleButton}>{text.SAMPLE_BUTTON}</span>
          <span className={css.sampleLink}>{text.SAMPLE_LINK}</span>
        </div>
        <Checkbox
          label={text.EMBEDDED}
          name="brand_embedded"
          hint={text.EMBEDDED_HINT}
          checked={values.brand_embedded === true}
          error={error('brand_embedded')}
          onChange={(event) => set('brand_embedded', event.currentTarget.checked)}
        />
        <FaviconSlot initial={str('brand_favicon') || null} />
      </div>
    </Card>
  );
}

/** A hex colour typed, or picked with the browser's colour picker beside it. */
function ColourField(props: {
  label: string;
  name: string;
  value: string;
  fallback: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { label, name, value, fallback, error, onChange } = props;
  const id = useId();
  const { describedBy } = fieldIds(id, text.COLOUR_HINT, error);
  // The picker shows the colour in effect: the one typed while it is a colour, else the theme's.
  const pickerValue = isHexColour(value.trim()) ? longHex(value.trim()) : fallback;
  return (
    <Field id={id} label={label} hint={text.COLOUR_HINT} error={error}>
      <div className={css.colour}>
        <input
          id={id}
          name={name}
          part="input"
          className={control}
          value={value}
          placeholder={fallback}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        <input
          type="color"
          className={css.picker}
          part="colour-picker"
          value={pickerValue}
          aria-label={text.pickColour(label)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </div>
    </Field>
  );
}

/** The favicon: uploaded or deleted at once, like the logos; the portal's `/favicon.ico` follows. */
function FaviconSlot({ initial }: { initial: string | null }) {
  const options = useOptions();
  const [url, setUrl] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState('');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { describedBy } = fieldIds(id, text.FAVICON_HINT, error);

  function follow(next: string | null) {
    setUrl(next);
    // The portal's own tab shows the new one at once.
    document.querySelector('link[rel="icon"]')?.setAttribute('href', next ?? '/favicon.ico');
    void loadApp(true, options);
  }

  async function upload(file: File) {
    setBusy(true);
    setError(undefined);
    setStatus('');
    const answer = await send(uploadFavicon, { favicon: file }, options);
    setBusy(false);
    if (answer.ok) {
      follow(answer.data.url);
      setStatus(text.FAVICON_UPLOADED);
    } else setError(answer.errors.favicon?.[0] ?? answer.message);
  }

  async function remove() {
    setBusy(true);
    setError(undefined);
    setStatus('');
    const answer = await send(deleteFavicon, {}, options);
    setBusy(false);
    if (answer.ok) {
      follow(null);
      setStatus(text.FAVICON_DELETED);
    } else setError(answer.message);
  }

  function change(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (file) void upload(file);
    if (input.current) input.current.value = '';
  }

  return (
    <div className={admin.stack} part="favicon">
      <div className={css.favicon}>
        {url ? (
          <img className={css.faviconImage} src={url} alt={text.FAVICON_CURRENT} part="favicon-image" />
        ) : (
          <p className={admin.muted}>{text.FAVICON_DEFAULT}</p>
        )}
        {url && (
          <Button variant="secondary" busy={busy} onClick={() => void remove()}>
            {text.DELETE_FAVICON}
          </Button>
        )}
      </div>
      <Field id={id} label={url ? text.REPLACE_FAVICON : text.UPLOAD_FAVICON} hint={text.FAVICON_HINT} error={error}>
        <input
          ref={input}
          id={id}
          type="file"
          name="favicon"
          part="file-input"
          accept="image/png,image/x-icon,image/vnd.microsoft.icon,.ico"
          className={admin.file}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={change}
        />
      </Field>
      <p role="status" className={css.status}>
        {status}
      </p>
    </div>
  );
}
