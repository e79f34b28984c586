/** The hosted portal: mounts the widgets under the routes of spec section 2. */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import '../src/index';
import { themeClass } from '../src/theme/theme.css';
import { Host } from './Host';

const mount = document.createElement('div');
mount.className = themeClass;
document.body.append(mount);
createRoot(mount).render(createElement(Host));
