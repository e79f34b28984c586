import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { imageUrl } from '../src/client/imageUrl';
import { $app } from '../src/stores/app';
import * as css from './Host.css';
import { portalName } from './pageTitle';

/**
 * The portal's bar: the navigation logo, which the student pages do not have (docs/behaviour.md, Entities),
 * described by the text the administrator gives it or else by the portal's name, else the portal's
 * name once the site's settings say it; and, on signed-in pages, the shell's navigation.
 */
export function Header({ student, children }: { student: boolean; children?: ReactNode }) {
  const app = useStore($app);
  const logo = student ? null : imageUrl(app?.logos.standard_nav_logo);
  return (
    <header className={css.header}>
      {logo ? (
        <img className={css.navLogo} src={logo} alt={app!.customizations.standard.nav_logo_alt || portalName(app!)} />
      ) : (
        <p className={css.brand}>{app && portalName(app)}</p>
      )}
      {children}
    </header>
  );
}
