import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import type { Locale } from '../../../src/api/lang/locales';
import { imageUrl, platformOrigins } from '../../../src/client/imageUrl';
import { useOptions } from '../../../src/element/context';
import { Button } from '../../../src/ui/Button';
import { Checkbox } from '../../../src/ui/Checkbox';
import { FieldError } from '../../../src/ui/FieldError';
import { TextField } from '../../../src/ui/TextField';
import { VisuallyHidden } from '../../../src/ui/VisuallyHidden';
import * as admin from '../Admin.css';
import * as text from '../texts';
import * as css from './Customize.css';
import { IconPicker } from './IconPicker';
import { draftLine, move, type Draft, type DraftLine } from './lines';

export interface SidebarEditorProps {
  draft: Draft;
  onChange: (draft: Draft) => void;
  /** The server's first error for a field, by its API name (`sidebar_lines.0.value`). */
  error: (field: string) => string | undefined;
  /** The page has a navigation bar logo (the standard page). */
  navLogo: boolean;
  /** The language whose texts are edited: in English, every field; in another, its texts alone. */
  lang: Locale;
}

/**
 * The sidebar's fields: Hide sidebar, title, the lines (each a text or an image, added, moved
 * by drag or by the arrow keys on a line's handle, and deleted), the footer text and its URL. In
 * Kiswahili, the texts alone, each showing its English as a placeholder (docs/languages.md, The
 * administrator's texts).
 */
export function SidebarEditor({ draft, onChange, error, navLogo, lang }: SidebarEditorProps) {
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => onChange({ ...draft, [key]: value });
  const lines = draft.sidebar_lines;
  const origins = platformOrigins(useOptions());
  const sw = lang !== 'en';
  // The server names a Kiswahili text's error by its path under `translations`.
  const prefix = sw ? `translations.${lang}.` : '';
  /** A text of the page in the language edited. */
  const textField = (key: keyof Draft['sw'], label: string, hint?: string) => (
    <TextField
      label={label}
      lang={lang}
      value={(sw ? draft.sw : draft)[key]}
      placeholder={sw ? draft[key] : undefined}
      maxLength={255}
      hint={hint}
      error={error(prefix + key)}
      onChange={(event) => {
        const value = event.currentTarget.value;
        onChange(sw ? { ...draft, sw: { ...draft.sw, [key]: value } } : { ...draft, [key]: value });
      }}
    />
  );
  /** A line's text (`value`) or image description (`alt`), in the language edited. */
  const lineField = (index: number, key: 'value' | 'alt', label: string, max: number) => {
    const line = lines[index]!;
    return (
      <TextField
        ref={(el: HTMLInputElement | null) => {
          if (key === 'alt') return;
          if (el) inputs.current.set(line.id, el);
          else inputs.current.delete(line.id);
        }}
        label={label}
        lang={lang}
        value={(sw ? line.sw : line)[key] ?? ''}
        placeholder={sw ? line[key] : undefined}
        maxLength={max}
        error={error(`${prefix}sidebar_lines.${index}.${key}`)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setLines(
            lines.map((l, i) =>
              i !== index ? l : sw ? { ...l, sw: { ...l.sw, [key]: value } } : { ...l, [key]: value },
            ),
          );
        }}
      />
    );
  };
  const hintId = useId();
  const [announcement, setAnnouncement] = useState('');
  const [picking, setPicking] = useState<number | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const handles = useRef(new Map<number, HTMLButtonElement>());
  const focusAfter = useRef<number | null>(null);
  const addedFocus = useRef<number | null>(null);
  const inputs = useRef(new Map<number, HTMLElement>());

  // Reordering moves the line's nodes; focus is put back on the handle that was pressed, and a new
  // text line takes it. Effects run after paint, so one of an earlier render may run before the line
  // is drawn: a focus waits until its element is there.
  useEffect(() => {
    const handle = focusAfter.current === null ? undefined : handles.current.get(focusAfter.current);
    if (handle) {
      handle.focus();
      focusAfter.current = null;
    }
    const input = addedFocus.current === null ? undefined : inputs.current.get(addedFocus.current);
    if (input) {
      input.focus();
      addedFocus.current = null;
    }
  });

  function setLines(next: DraftLine[]) {
    set('sidebar_lines', next);
  }

  function moveLine(from: number, to: number) {
    if (to < 0 || to >= lines.length || from === to) return;
    focusAfter.current = lines[from]!.id;
    setLines(move(lines, from, to));
    setAnnouncement(text.moved(to, lines.length));
  }

  function handleKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const to = { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: lines.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    moveLine(index, to);
  }

  function add(type: 'text' | 'image') {
    const line = draftLine({ type, value: '' });
    setLines([...lines, line]);
    if (type === 'text') addedFocus.current = line.id;
    else setPicking(lines.length);
  }

  function remove(index: number) {
    const next = lines.filter((_, i) => i !== index);
    setLines(next);
    setAnnouncement('');
    // Focus goes to the next line's handle, or to the add buttons when none is left after it.
    const after = next[index] ?? next[index - 1];
    if (after) focusAfter.current = after.id;
  }

  function dragOver(event: DragEvent<HTMLLIElement>, index: number) {
    if (dragging === null) return;
    event.preventDefault();
    if (dragging !== index) {
      setLines(move(lines, dragging, index));
      setDragging(index);
    }
  }

  return (
    <>
      {sw ? (
        <p className={css.note}>{text.TRANSLATION_NOTE}</p>
      ) : (
        <Checkbox
          label={text.HIDE_SIDEBAR}
          checked={draft.hide_sidebar}
          error={error('hide_sidebar')}
          onChange={(event) => set('hide_sidebar', event.currentTarget.checked)}
        />
      )}
      {textField('logo_alt', text.LOGO_ALT, text.ALT_HINT)}
      {navLogo && textField('nav_logo_alt', text.NAV_LOGO_ALT, text.ALT_HINT)}
      {textField('sidebar_title', text.SIDEBAR_TITLE)}

      <fieldset className={admin.fieldset} part="lines">
        <legend className={admin.legend}>{text.LINES}</legend>
        {!sw && (
          <p id={hintId} className={css.note}>
            {text.MOVE_HINT}
          </p>
        )}
        {lines.length === 0 ? (
          <p className={admin.muted}>{text.NO_LINES}</p>
        ) : (
          <ol className={css.lines}>
            {lines.map((line, index) => {
              const name = text.lineLabel(index, line.type);
              const src = line.type === 'image' ? imageUrl(line.value, origins) : null;
              return (
                <li
                  key={line.id}
                  className={dragging === index ? css.lineDragging : css.line}
                  part="line"
                  data-type={line.type}
                  onDragOver={(event) => dragOver(event, index)}
                  onDrop={(event) => {
                    event.preventDefault();
                    setDragging(null);
                  }}
                >
                  {!sw && (
                    <button
                      ref={(el) => {
                        if (el) handles.current.set(line.id, el);
                        else handles.current.delete(line.id);
                      }}
                      type="button"
                      className={css.handle}
                      part="line-handle"
                      draggable
                      aria-label={text.moveLabel(index)}
                      aria-describedby={hintId}
                      onKeyDown={(event) => handleKey(event, index)}
                      onDragStart={(event) => {
                        event.dataTransfer.effectAllowed = 'move';
                        event.dataTransfer.setData('text/plain', String(index));
                        setDragging(index);
                      }}
                      onDragEnd={() => setDragging(null)}
                    >
                      <span aria-hidden="true">⠿</span>
                    </button>
                  )}
                  <div className={css.lineBody}>
                    {line.type === 'text' ? (
                      lineField(index, 'value', name, 2048)
                    ) : (
                      <div className={css.imageLine}>
                        <span className={css.lineName}>{name}</span>
                        {src ? (
                          <img className={css.lineImage} src={src} alt="" part="line-image" />
                        ) : (
                          <span className={admin.muted}>{text.NO_IMAGE}</span>
                        )}
                        {!sw && (
                          <>
                            <Button variant="secondary" onClick={() => setPicking(index)}>
                              {src ? text.CHANGE_IMAGE : text.CHOOSE_IMAGE}
                              <VisuallyHidden>{` (${name})`}</VisuallyHidden>
                            </Button>
                            <FieldError id={`${hintId}-line-${line.id}`}>
                              {error(`sidebar_lines.${index}.value`)}
                            </FieldError>
                          </>
                        )}
                        <div className={css.altField}>
                          {lineField(index, 'alt', `${text.IMAGE_ALT} (${name})`, 255)}
                        </div>
                      </div>
                    )}
                  </div>
                  {!sw && (
                    <Button variant="text" onClick={() => remove(index)}>
                      {text.DELETE}
                      <VisuallyHidden>{text.lineNumber(index)}</VisuallyHidden>
                    </Button>
                  )}
                </li>
              );
            })}
          </ol>
        )}
        <FieldError id={`${hintId}-lines`}>{error(`${prefix}sidebar_lines`)}</FieldError>
        <p role="status" className={css.status}>
          {announcement}
        </p>
        {!sw && (
          <div className={admin.row}>
            <Button variant="secondary" onClick={() => add('text')}>
              {text.ADD_TEXT_LINE}
            </Button>
            <Button variant="secondary" onClick={() => add('image')}>
              {text.ADD_IMAGE_LINE}
            </Button>
          </div>
        )}
      </fieldset>

      {textField('sidebar_footer', text.FOOTER)}
      {!sw && (
        <TextField
          label={text.FOOTER_URL}
          type="url"
          value={draft.sidebar_footer_url}
          hint={text.FOOTER_URL_HINT}
          error={error('sidebar_footer_url')}
          onChange={(event) => set('sidebar_footer_url', event.currentTarget.value)}
        />
      )}

      <IconPicker
        open={picking !== null}
        current={picking !== null ? lines[picking]?.value : undefined}
        onClose={() => setPicking(null)}
        onPick={(url) => {
          if (picking !== null) setLines(lines.map((l, i) => (i === picking ? { ...l, value: url } : l)));
          setPicking(null);
        }}
      />
    </>
  );
}
