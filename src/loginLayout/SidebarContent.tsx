import { useId, type ReactNode } from 'react';
import { footerLink } from '../domain/footerLink';
import { portalBase } from '../client/url';
import { options as pageOptions, type SomaOptions } from '../config';
import { useOptions } from '../element/context';
import type { SidebarProps } from './Sidebar';
import * as css from './Sidebar.css';
import { imageUrl, platformOrigins } from '../client/imageUrl';

/**
 * Where the footer link goes: an https URL as it is, a path on the portal (the element's portal
 * URL, else the page's, not the school's page the element sits on); null when there is no safe link.
 */
export function footerHref(value: string, config: SomaOptions = pageOptions()): string | null {
  const link = footerLink(value);
  return link?.[0] === '/' ? portalBase(config) + link : link;
}

/**
 * The login sidebar an administrator customises. Everything in it is typed by an administrator
 * and read by anyone: it is rendered as text, and images come only from https or the platform.
 * An image line is an icon, drawn at icon size beside the text line that follows it; images carry
 * the administrator's alternative text, and without one they are decorative (`alt=""`).
 */
export function SidebarContent({ customization, logo }: SidebarProps) {
  const titleId = useId();
  const options = useOptions();
  const origins = platformOrigins(options);
  const logoUrl = imageUrl(logo, origins);
  const footerUrl = footerHref(customization.sidebar_footer_url, options);
  const title = customization.sidebar_title.trim();
  const footer = customization.sidebar_footer.trim();
  const lines = customization.sidebar_lines;
  const items: ReactNode[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const text = line.type === 'text' ? line : lines[index + 1]?.type === 'text' ? lines[++index] : undefined;
    const src = line.type === 'image' ? imageUrl(line.value, origins) : null;
    const paragraph = text && (
      <p key={index} className={css.line} part="sidebar-line">
        {text.value}
      </p>
    );
    items.push(
      src ? (
        <div key={index} className={css.item}>
          <img className={css.icon} part="sidebar-image" src={src} alt={line.alt ?? ''} width={ICON} height={ICON} />
          {paragraph}
        </div>
      ) : (
        paragraph
      ),
    );
  }

  return (
    <section className={css.sidebar} part="sidebar" aria-labelledby={title ? titleId : undefined}>
      {logoUrl && <img className={css.logo} part="logo" src={logoUrl} alt={customization.logo_alt ?? ''} />}
      {title && (
        <h2 id={titleId} className={css.title} part="sidebar-title">
          {title}
        </h2>
      )}
      {items}
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

/** An icon's side in CSS pixels: uploaded icons are 64 by 64, drawn smaller beside their text. */
const ICON = 40;
