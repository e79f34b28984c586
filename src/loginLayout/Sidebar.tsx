import { lazy, Suspense } from 'react';
import type { Customization } from '../api/structs';
import { imageUrl } from '../client/imageUrl';

export interface SidebarProps {
  customization: Customization;
  /** The page's main logo (`{key}_main_logo`), if one was uploaded. */
  logo?: string;
}

/** Whether the sidebar shows: not hidden by the administrator, and with something in it. */
export function showsSidebar(customization: Customization | undefined, logo?: string): customization is Customization {
  if (!customization || customization.hide_sidebar) return false;
  return Boolean(
    imageUrl(logo) ||
      customization.sidebar_title.trim() ||
      customization.sidebar_footer.trim() ||
      customization.sidebar_lines.some((line) => (line.type === 'image' ? imageUrl(line.value) : line.value.trim())),
  );
}

// The sidebar follows the site's settings (`GET /app`), which arrive after the form is drawn: its
// code comes with them, and a login page without a sidebar never fetches it.
const Content = lazy(() => import('./SidebarContent').then((module) => ({ default: module.SidebarContent })));

/** The login sidebar an administrator customises (SidebarContent draws it); its column is kept while it loads. */
export function Sidebar(props: SidebarProps) {
  return (
    <Suspense fallback={<section />}>
      <Content {...props} />
    </Suspense>
  );
}
