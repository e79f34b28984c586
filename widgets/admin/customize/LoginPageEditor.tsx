import { useEffect, useLayoutEffect, useState, type FormEvent } from 'react';
import { FOOTER_LINK_ERROR, footerLink } from '../../../src/domain/footerLink';
import { type EditableCustomization, type EditableCustomizations, saveCustomization } from '../../../src/api/admin';
import type { Locale } from '../../../src/api/lang/locales';
import type { ConfigKey } from '../../../src/api/structs';
import { send } from '../../../src/client/request';
import { invalid } from '../../../src/client/result';
import { LOADING_DELAY_MS } from '../../../src/domain/limits';
import { customizationIn } from '../../../src/domain/sidebarLanguage';
import { useSubmission } from '../../../src/forms/useSubmission';
import { loadApp } from '../../../src/stores/app';
import { Alert } from '../../../src/ui/Alert';
import { Card } from '../../../src/ui/Card';
import { LoadingOverlay } from '../../../src/ui/LoadingOverlay';
import { SaveBar, saveBarForm } from '../../../src/ui/SaveBar';
import { Tabs } from '../../../src/ui/Tabs';
import * as text from '../texts';
import * as css from './Customize.css';
import { fromDraft, toDraft, unchanged, type Draft } from './lines';
import { Logos } from './Logos';
import { Preview } from './Preview';
import { SidebarEditor } from './SidebarEditor';
import { useOptions } from '../../../src/element/context';

/** Each login page's sidebar as last edited, kept while the other page's tab shows. */
export type Kept = Partial<Record<ConfigKey, Draft>>;

export interface LoginPageEditorProps {
  configKey: ConfigKey;
  /** The sidebar as `GET /customizations` has it, in every language. */
  saved: EditableCustomization;
  /** Told both pages' sidebars as saved. */
  onSaved: (saved: EditableCustomizations) => void;
  /** Logo name to URL, as `GET /app` has them. */
  logos: Record<string, string>;
  kept: Kept;
  /** Told whether the page's sidebar differs from the saved one, for the unsaved-changes guard. */
  onDirty: (configKey: ConfigKey, dirty: boolean) => void;
}

/**
 * One login page's logos and sidebar beside its preview. Logos are stored as soon as they are
 * chosen (as in Clerk's and Auth0's branding pages); the sidebar is a form saved with
 * `POST /customizations`, and the preview shows its unsaved values. The sidebar's texts are edited
 * in English or in Kiswahili, one language's tab at a time, and saved together; the preview shows
 * the language being edited (docs/languages.md, The administrator's texts).
 */
export function LoginPageEditor({ configKey, saved, onSaved, logos: savedLogos, kept, onDirty }: LoginPageEditorProps) {
  const options = useOptions();
  const [draft, setDraft] = useState<Draft>(() => kept[configKey] ?? toDraft(saved));
  const [lang, setLang] = useState<Locale>('en');
  const [logos, setLogos] = useState(savedLogos);
  const [done, setDone] = useState(false);
  // Edits undone back to the saved values leave nothing unsaved.
  const dirty = !unchanged(draft, saved);

  useEffect(() => setLogos(savedLogos), [savedLogos]);
  useLayoutEffect(() => onDirty(configKey, dirty), [configKey, dirty, onDirty]);

  const save = useSubmission(async () => {
    const link = draft.sidebar_footer_url.trim();
    // The server's rule, checked before sending: a link that leaves the site is refused here too.
    if (link !== '' && footerLink(link) === null) {
      return invalid(422, FOOTER_LINK_ERROR, { sidebar_footer_url: [FOOTER_LINK_ERROR] });
    }
    const answer = await send(saveCustomization, { config_key: configKey, ...fromDraft(draft) }, options);
    if (answer.ok) {
      onSaved(answer.data.customizations);
      // The page's other elements follow the saved sidebar, in the page's language; the form now says what was saved.
      void loadApp(true, options);
      const savedDraft = toDraft(answer.data.customizations[configKey]);
      setDraft(savedDraft);
      kept[configKey] = savedDraft;
      setDone(true);
    }
    return answer;
  });

  function change(next: Draft) {
    kept[configKey] = next;
    setDraft(next);
    setDone(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void save.submit();
  }

  const mainLogo = logos[`${configKey}_main_logo`];

  return (
    <div className={css.editor} part="editor">
      <div className={css.controls}>
        <Logos configKey={configKey} logos={logos} onChange={setLogos} />
        <Card title={text.SIDEBAR} part="sidebar-editor">
          <LoadingOverlay active={save.busy} delay={LOADING_DELAY_MS}>
            <form className={`${css.form} ${saveBarForm}`} onSubmit={submit} noValidate aria-label={text.SIDEBAR}>
              <Tabs
                label={text.TEXTS_LANGUAGE}
                value={lang}
                onChange={(id) => setLang(id as Locale)}
                // One tab per language the editor names (not the contract's list, kept off the login pages' chunks).
                tabs={(Object.keys(text.LANGUAGE_NAMES) as Locale[]).map((id) => ({
                  id,
                  label: text.LANGUAGE_NAMES[id],
                  panel: (
                    <SidebarEditor
                      lang={id}
                      draft={draft}
                      onChange={change}
                      error={save.error}
                      navLogo={configKey === 'standard'}
                    />
                  ),
                }))}
              />
              {save.message && <Alert tone="danger">{save.message}</Alert>}
              {done && !dirty && <Alert tone="success">{text.SIDEBAR_SAVED}</Alert>}
              {dirty && <p className={css.note}>{text.UNSAVED}</p>}
              <SaveBar dirty={dirty} errorCount={Object.keys(save.errors).length} busy={save.busy} label={text.SAVE} />
            </form>
          </LoadingOverlay>
        </Card>
      </div>
      <Preview configKey={configKey} customization={customizationIn(fromDraft(draft), lang)} logo={mainLogo} />
    </div>
  );
}
