import { useEffect, useState, type FormEvent } from 'react';
import { saveCustomization } from '../../../src/api/admin';
import type { ConfigKey, Customization } from '../../../src/api/structs';
import { send } from '../../../src/client/request';
import { LOADING_DELAY_MS } from '../../../src/domain/limits';
import { useSubmission } from '../../../src/forms/useSubmission';
import { $app } from '../../../src/stores/app';
import { Alert } from '../../../src/ui/Alert';
import { Button } from '../../../src/ui/Button';
import { Card } from '../../../src/ui/Card';
import { LoadingOverlay } from '../../../src/ui/LoadingOverlay';
import * as text from '../texts';
import * as css from './Customize.css';
import { fromDraft, toDraft, type Draft } from './lines';
import { Logos } from './Logos';
import { Preview } from './Preview';
import { SidebarEditor } from './SidebarEditor';

/** Each login page's sidebar as last edited, kept while the other page's tab shows. */
export type Kept = Partial<Record<ConfigKey, { draft: Draft; dirty: boolean }>>;

export interface LoginPageEditorProps {
  configKey: ConfigKey;
  /** The sidebar as `GET /app` has it. */
  saved: Customization;
  /** Logo name to URL, as `GET /app` has them. */
  logos: Record<string, string>;
  kept: Kept;
}

/**
 * One login page's logos and sidebar beside its preview. Logos are stored as soon as they are
 * chosen (as in Clerk's and Auth0's branding pages); the sidebar is a form saved with
 * `POST /customizations`, and the preview shows its unsaved values.
 */
export function LoginPageEditor({ configKey, saved, logos: savedLogos, kept }: LoginPageEditorProps) {
  const [draft, setDraft] = useState<Draft>(() => kept[configKey]?.draft ?? toDraft(saved));
  const [logos, setLogos] = useState(savedLogos);
  const [done, setDone] = useState(false);
  const [dirty, setDirty] = useState(() => kept[configKey]?.dirty ?? false);

  useEffect(() => setLogos(savedLogos), [savedLogos]);

  const save = useSubmission(async () => {
    const answer = await send(saveCustomization, { config_key: configKey, ...fromDraft(draft) });
    if (answer.ok) {
      const app = $app.get();
      // Every element on the page shows the saved sidebar at once.
      if (app) $app.set({ ...app, customizations: answer.data.customizations });
      setDone(true);
      setDirty(false);
      kept[configKey] = { draft, dirty: false };
    }
    return answer;
  });

  function change(next: Draft) {
    kept[configKey] = { draft: next, dirty: true };
    setDraft(next);
    setDone(false);
    setDirty(true);
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
            <form className={css.form} onSubmit={submit} noValidate aria-label={text.SIDEBAR}>
              <SidebarEditor draft={draft} onChange={change} error={save.error} />
              {save.message && <Alert tone="danger">{save.message}</Alert>}
              {done && <Alert tone="success">{text.SIDEBAR_SAVED}</Alert>}
              {dirty && !done && <p className={css.note}>{text.UNSAVED}</p>}
              <div>
                <Button type="submit" busy={save.busy}>
                  {text.SAVE}
                </Button>
              </div>
            </form>
          </LoadingOverlay>
        </Card>
      </div>
      <Preview configKey={configKey} customization={fromDraft(draft)} logo={mainLogo} />
    </div>
  );
}
