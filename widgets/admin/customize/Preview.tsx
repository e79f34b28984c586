import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { ConfigKey, Customization } from '../../../src/api/structs';
import { LoginLayout, PanelHeading } from '../../../src/loginLayout/LoginLayout';
import { FREE_TRIAL_BADGE } from '../../../src/domain/messages';
import * as layout from '../../../src/loginLayout/LoginLayout.css';
import { showsSidebar, Sidebar } from '../../../src/loginLayout/Sidebar';
import { useOptions } from '../../../src/element/context';
import { appOf } from '../../../src/stores/app';
import { Button } from '../../../src/ui/Button';
import { RadioGroup } from '../../../src/ui/RadioGroup';
import { TextField } from '../../../src/ui/TextField';
import * as admin from '../Admin.css';
import * as text from '../texts';
import * as css from './Customize.css';

/** The widths the page is drawn at: a desktop browser and a phone. */
const WIDTHS = { desktop: 1024, phone: 375 } as const;
type Width = keyof typeof WIDTHS;

export interface PreviewProps {
  configKey: ConfigKey;
  /** The sidebar with its unsaved values. */
  customization: Customization;
  logo?: string;
}

/**
 * The login page as visitors will see it: the same layout and sidebar <soma-login> and
 * <soma-student-login> draw, with the values being edited, at a desktop or a phone width. It is
 * drawn at that width and scaled to the space there is, so that the layout is the one the width
 * gives; it is a picture, inert, not a second form.
 */
export function Preview({ configKey, customization, logo }: PreviewProps) {
  const options = useOptions();
  const [width, setWidth] = useState<Width>('desktop');
  const frame = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<number>(WIDTHS.desktop);

  useEffect(() => {
    const el = frame.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let frameId = 0;
    // Only the frame's width counts; the scaled page changes its height, which is not a reason to measure again.
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.round(entry!.contentRect.width);
      cancelAnimationFrame(frameId);
      frameId = requestAnimationFrame(() => setRoom(width));
    });
    observer.observe(el);
    return () => {
      cancelAnimationFrame(frameId);
      observer.disconnect();
    };
  }, []);

  const page = text.PREVIEW_PAGES[configKey];
  // The standard login page shows the 'Free Trial!' badge in trial style, and its links.
  const standard = configKey === 'standard';
  const trial = useStore(appOf(useOptions()))?.style === 'trial';
  const drawn = WIDTHS[width];
  const scale = room > 0 ? Math.min(1, room / drawn) : 1;
  const sidebar = showsSidebar(customization, logo, options) ? (
    <Sidebar customization={customization} logo={logo} />
  ) : null;

  return (
    <section className={css.preview} part="preview" aria-labelledby={`preview-${configKey}`}>
      <h3 id={`preview-${configKey}`}>{text.PREVIEW}</h3>
      <p className={admin.muted}>{text.PREVIEW_NOTE}</p>
      <RadioGroup
        legend={text.PREVIEW_WIDTH}
        inline
        value={width}
        onChange={(value) => setWidth(value as Width)}
        options={[
          { value: 'desktop', label: `${text.DESKTOP} (${WIDTHS.desktop} px)` },
          { value: 'phone', label: `${text.PHONE} (${WIDTHS.phone} px)` },
        ]}
      />
      <div ref={frame} className={css.frame}>
        <div
          className={css.canvas}
          part="preview-page"
          data-width={width}
          style={{ width: `${drawn}px`, zoom: scale }}
          // A picture of the page: nothing in it can be focused or used.
          {...{ inert: true }}
        >
          <LoginLayout sidebar={sidebar}>
            <PanelHeading
              title={page.title}
              badge={
                standard &&
                trial && (
                  <span className={layout.badge} part="badge">
                    {FREE_TRIAL_BADGE}
                  </span>
                )
              }
            />
            <form className={layout.form}>
              <TextField label={page.login} disabled />
              <TextField label={page.password} type="password" disabled />
              <Button type="button" className={layout.submit} disabled>
                {page.button}
              </Button>
            </form>
            {standard && (
              <p className={layout.links} part="preview-links">
                <span className={layout.link}>{text.PREVIEW_LINKS.forgot}</span>
                <span className={layout.link}>{trial ? text.PREVIEW_LINKS.signup : text.PREVIEW_LINKS.explore}</span>
              </p>
            )}
          </LoginLayout>
        </div>
      </div>
    </section>
  );
}
