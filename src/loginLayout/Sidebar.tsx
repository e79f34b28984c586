import { lazy, Suspense } from 'react';
import type { Customization } from '../api/structs';
import { imageUrl, platformOrigins } from '../client/imageUrl';
import type { SomaOptions } from '../config';

export interface SidebarProps {
  customization: Customization;
  /** The page's main logo (`{key}_main_logo`), if one was uploaded. */
  logo?: string;
}

/**
 * Whether the sidebar shows: not hidden by the administrator, and with something in it (images
 * judged against the platform of the element's options).
 */
export function showsSidebar(
  customization: Customization | undefined,
  logo: string | undefined,
  config: SomaOptions,
): customization is Customization {
  if (!customization || customization.hide_sidebar) return false;
  const origins = platformOrigins(config);
  return Boolean(
    imageUrl(logo, origins) ||
      customization.sidebar_title.trim() ||
      customization.sidebar_footer.trim() ||
      customization.sidebar_lines.some((line) =>
        line.type === 'image' ? imageUrl(line.value, origins) : line.value.trim(),
      ),
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
