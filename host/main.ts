/** The hosted portal: mounts the elements under the routes of docs/behaviour.md, Screens. */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { startSoma } from '../src/start';
import { stylesheet } from '../src/theme/stylesheet';
import { themeClass } from '../src/theme/theme.css';
import { Host } from './Host';

startSoma();

// The portal's own page adopts the same sheet as the elements' shadow roots: the host's styles
// and those of the kit parts it draws itself (menus, dialogs) arrive with its chunks.
document.adoptedStyleSheets = [...document.adoptedStyleSheets, stylesheet()];

const mount = document.createElement('div');
mount.className = themeClass;
document.body.append(mount);
createRoot(mount).render(createElement(Host));
