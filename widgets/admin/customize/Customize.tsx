import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type EditableCustomizations, getCustomizations } from '../../../src/api/admin';
import { CONFIG_KEYS, type ConfigKey } from '../../../src/api/structs';
import { send } from '../../../src/client/request';
import { useOptions } from '../../../src/element/context';
import { appOf } from '../../../src/stores/app';
import { Tabs } from '../../../src/ui/Tabs';
import { useUnsavedGuard } from '../../../src/ui/unsavedGuard';
import * as admin from '../Admin.css';
import * as text from '../texts';
import { LoginPageEditor, type Kept } from './LoginPageEditor';

/**
 * /customize: for each login page (standard and student), its logos and its sidebar, edited
 * beside a live preview of the page as visitors will see it. The sidebars come from
 * `GET /customizations`, in English and in Kiswahili (docs/languages.md, The administrator's texts).
 */
export function Customize() {
  const app = useStore(appOf(useOptions()));
  // Undefined while loading; null when the call failed (it has been logged), as on /site_config.
  const [saved, setSaved] = useState<EditableCustomizations | null>();
  useEffect(() => {
    void send(getCustomizations, {}).then((answer) => setSaved(answer.ok ? answer.data : null));
  }, []);
  const [page, setPage] = useState<ConfigKey>('standard');
  // Only the selected tab is drawn: each page's unsaved sidebar is kept here while the other shows.
  const kept = useRef<Kept>({});
  // Pages whose sidebar differs from the saved one, the hidden tab's included: leaving asks first.
  const [dirty, setDirty] = useState<ReadonlySet<ConfigKey>>(new Set());
  const onDirty = useCallback((key: ConfigKey, isDirty: boolean) => {
    setDirty((current) => {
      if (current.has(key) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  useUnsavedGuard(dirty.size > 0);
  return (
    <div className={admin.page} part="customize">
      <h2 className={admin.pageTitle} part="title" tabIndex={-1}>
        {text.CUSTOMIZE_TITLE}
      </h2>
      {!app || saved === undefined ? (
        <p role="status">{text.LOADING}</p>
      ) : (
        saved && (
          <Tabs
            label={text.LOGIN_PAGES}
            value={page}
            onChange={(id) => setPage(id as ConfigKey)}
            tabs={CONFIG_KEYS.map((key) => ({
              id: key,
              label: text.PAGE_NAMES[key],
              panel: (
                <LoginPageEditor
                  key={key}
                  configKey={key}
                  saved={saved[key]}
                  onSaved={setSaved}
                  logos={app.logos}
                  kept={kept.current}
                  onDirty={onDirty}
                />
              ),
            }))}
          />
        )
      )}
    </div>
  );
}
