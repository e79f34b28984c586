import { useStore } from '@nanostores/react';
import { $app } from '../src/stores/app';
import * as css from './Host.css';
import { LanguageSwitch } from './LanguageSwitch';
import { apiVersion, portalVersion } from './texts';
import { FRONT_END_VERSION } from './version';

/** The portal's footer: the front-end version, the API's once `GET /app` has told it, and the language switch. */
export function Footer() {
  const app = useStore($app);
  return (
    <footer className={css.footer}>
      <span data-version="front-end">{portalVersion(FRONT_END_VERSION)}</span>
      {app?.api_version && <span data-version="api">{apiVersion(app.api_version)}</span>}
      <LanguageSwitch />
    </footer>
  );
}
