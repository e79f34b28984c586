import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { LOGOUT_BUTTONS, LOGOUT_QUESTION } from '../src/domain/confirmations';
import { useConfirm } from '../src/ui/ConfirmDialog';
import { Menu } from '../src/ui/Menu';
import * as css from './Shell.css';
import { adminMenu, backPath, currentItem, type NavItem } from '../src/domain/portalMenus';
import { navigate, setLeaveQuestion, UNSAVED_QUESTION } from './navigate';
import * as text from './shellTexts';

/** The administrator's navigation: it needs no plan, so the admin pages load none of the plan's code. */
export function AdminNav({ path }: { path: string }) {
  return <ShellNav items={adminMenu()} path={path} label={text.ADMIN_MENU} />;
}

/**
 * The signed-in pages' navigation (docs/behaviour.md, The portal's shell and menus): on desktop a tab bar and the
 * user menu (WAI-ARIA menu button); below 800 px a drawer behind a menu button (disclosure), or a
 * back button on pages below the top level. Every Logout asks first, and leaving a page whose form has
 * unsaved changes asks in the same dialog (docs/behaviour.md, Unsaved changes).
 */
export function ShellNav({ items, path, label }: { items: NavItem[]; path: string; label: string }) {
  const [dialog, confirm] = useConfirm();
  const [drawer, setDrawer] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLElement>(null);
  const current = currentItem(items, path);
  const back = backPath(items, path);

  useEffect(() => {
    if (drawer) drawerRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [drawer]);
  useEffect(() => setDrawer(false), [path]);
  useEffect(() => {
    const [cancelLabel, confirmLabel] = text.LEAVE_BUTTONS;
    return setLeaveQuestion(
      async (to) =>
        // Staying on the page loses nothing; else a guarded form with unsaved changes cancels the
        // question, and only then is the administrator asked.
        to === location.pathname + location.search ||
        document.dispatchEvent(new Event(UNSAVED_QUESTION, { cancelable: true })) ||
        confirm({ title: text.LEAVE_QUESTION, message: text.LEAVE_MESSAGE, cancelLabel, confirmLabel, danger: true }),
    );
  }, [confirm]);

  async function choose(item: NavItem) {
    setDrawer(false);
    if (item.logout) {
      const [cancelLabel, confirmLabel] = LOGOUT_BUTTONS;
      if (await confirm({ message: LOGOUT_QUESTION, cancelLabel, confirmLabel })) navigate('/logout');
    } else if (item.to && !item.disabled) {
      navigate(item.to);
    }
  }

  function drawerKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    setDrawer(false);
    toggle.current?.focus();
  }

  const tabs = items.filter((item) => item.to);
  return (
    <>
      <div className={css.compact}>
        {back ? (
          <button type="button" className={css.iconButton} aria-label={text.BACK} onClick={() => navigate(back)}>
            <BackIcon />
          </button>
        ) : (
          <button
            ref={toggle}
            type="button"
            className={css.iconButton}
            aria-label={text.MENU}
            aria-expanded={drawer}
            aria-controls="soma-drawer"
            onClick={() => setDrawer(!drawer)}
          >
            <MenuIcon />
          </button>
        )}
      </div>
      <nav className={css.tabs} aria-label={text.MAIN_NAVIGATION}>
        {tabs.map((item) => (
          <NavLink key={item.label} item={item} current={item === current} className={css.tab} onChoose={choose} />
        ))}
      </nav>
      <div className={css.userMenu}>
        <Menu
          label={label}
          align="end"
          items={items.map((item) => ({
            label: item.label,
            href: item.href,
            disabled: item.disabled,
            onSelect: () => void choose(item),
          }))}
        />
      </div>
      <nav
        ref={drawerRef}
        id="soma-drawer"
        aria-label={text.MENU}
        className={css.drawer}
        hidden={!drawer}
        onKeyDown={drawerKeyDown}
      >
        <ul className={css.drawerList}>
          {items.map((item) => (
            <li key={item.label}>
              <NavLink item={item} current={item === current} className={css.drawerItem} onChoose={choose} />
            </li>
          ))}
        </ul>
      </nav>
      {dialog}
    </>
  );
}

function NavLink({
  item,
  current,
  className,
  onChoose,
}: {
  item: NavItem;
  current: boolean;
  className: string;
  onChoose: (item: NavItem) => void;
}): ReactNode {
  if (item.href) {
    return (
      <a className={className} href={item.href} target="_blank" rel="noopener noreferrer">
        {item.label}
      </a>
    );
  }
  if (item.logout) {
    return (
      <button type="button" className={className} onClick={() => onChoose(item)}>
        {item.label}
      </button>
    );
  }
  return (
    <a
      className={className}
      href={item.disabled ? undefined : item.to}
      role={item.disabled ? 'link' : undefined}
      aria-disabled={item.disabled || undefined}
      aria-current={current ? 'page' : undefined}
      tabIndex={item.disabled ? -1 : undefined}
      onClick={(event) => {
        event.preventDefault();
        onChoose(item);
      }}
    >
      {item.label}
    </a>
  );
}

function MenuIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function BackIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M15 5l-7 7 7 7"
        stroke="currentColor"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
