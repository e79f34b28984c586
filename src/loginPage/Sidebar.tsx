import { useId } from 'react';
import type { Customization } from '../api/structs';
import * as css from './Sidebar.css';
import { imageUrl, linkUrl, platformOrigins } from './imageUrl';

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

/**
 * The login sidebar an administrator customises. Everything in it is typed by an administrator
 * and read by anyone: it is rendered as text, and images come only from https or the platform.
 */
export function Sidebar({ customization, logo }: SidebarProps) {
  const titleId = useId();
  const origins = platformOrigins();
  const logoUrl = imageUrl(logo, origins);
  const footerUrl = linkUrl(customization.sidebar_footer_url);
  const title = customization.sidebar_title.trim();
  const footer = customization.sidebar_footer.trim();

  return (
    <section className={css.sidebar} part="sidebar" aria-labelledby={title ? titleId : undefined}>
      {logoUrl && <img className={css.logo} part="logo" src={logoUrl} alt="Logo" />}
      {title && (
        <h2 id={titleId} className={css.title} part="sidebar-title">
          {title}
        </h2>
      )}
      {customization.sidebar_lines.map((line, index) => {
        if (line.type === 'image') {
          const src = imageUrl(line.value, origins);
          // biome-ignore lint/suspicious/noArrayIndexKey: a line has no identity beyond its place.
          return src ? <img key={index} className={css.image} part="sidebar-image" src={src} alt="" /> : null;
        }
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a line has no identity beyond its place.
          <p key={index} className={css.line} part="sidebar-line">
            {line.value}
          </p>
        );
      })}
      {footer && (
        <p className={css.footer} part="sidebar-footer">
          {footerUrl ? (
            <a className={css.footerLink} href={footerUrl}>
              {footer}
            </a>
          ) : (
            footer
          )}
        </p>
      )}
    </section>
  );
}
