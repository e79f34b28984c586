import type { ReactNode } from 'react';
import * as css from './LoginLayout.css';

export interface LoginLayoutProps {
  /** The login sidebar, or nothing when the administrator hid it. */
  sidebar?: ReactNode;
  children: ReactNode;
}

/** A logged-out page: the sidebar beside the form, stacked under it when the element is narrow. */
export function LoginLayout({ sidebar, children }: LoginLayoutProps) {
  return (
    <div className={css.shell}>
      <div className={sidebar ? css.withSidebar : css.alone} part="layout">
        <div className={css.panel} part="panel">
          {children}
        </div>
        {sidebar}
      </div>
    </div>
  );
}

export interface PanelHeadingProps {
  title: ReactNode;
  /** Beside the title, e.g. the 'Free Trial!' badge. */
  badge?: ReactNode;
  /** A line under the title. */
  intro?: ReactNode;
}

/** The page title of a logged-out page; focusable, so that moving to a new page can move focus to it. */
export function PanelHeading({ title, badge, intro }: PanelHeadingProps) {
  return (
    <div className={css.heading}>
      <div className={css.titleRow}>
        <h2 className={css.title} part="title" tabIndex={-1}>
          {title}
        </h2>
        {badge}
      </div>
      {intro && <p className={css.intro}>{intro}</p>}
    </div>
  );
}
