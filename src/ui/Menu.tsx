import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Button, type ButtonVariant } from './Button';
import * as css from './Menu.css';
import { ChevronIcon, WarningIcon } from './icons';
import { VisuallyHidden } from './VisuallyHidden';

export interface MenuItem {
  label: ReactNode;
  onSelect?: () => void;
  /** Makes the item a link that opens in a new tab (external forms). */
  href?: string;
  /** Still focusable, as the menu pattern asks, but does nothing. */
  disabled?: boolean;
}

export interface MenuProps {
  /** The menu button's content. */
  label: ReactNode;
  items: MenuItem[];
  /** Shows a warning icon on the button; the text is what assistive tech reads for it. */
  warning?: string;
  variant?: ButtonVariant;
  /** Which edge of the button the menu lines up with (default start). */
  align?: 'start' | 'end';
}

/** A menu button: the button opens a list of actions driven by arrow keys, Home, End and Escape. */
export function Menu({ label, items, warning, variant = 'secondary', align = 'start' }: MenuProps) {
  const [active, setActive] = useState<number | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const id = useId();
  const open = active !== null;

  useLayoutEffect(() => {
    if (active !== null) itemRefs.current[active]?.focus();
  }, [active]);

  // Closes when a press or focus lands outside the menu.
  useEffect(() => {
    if (!open) return;
    const root = wrapper.current!;
    const pointerDown = (event: Event) => {
      if (!event.composedPath().includes(root)) setActive(null);
    };
    const focusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !root.contains(next)) setActive(null);
    };
    document.addEventListener('pointerdown', pointerDown);
    root.addEventListener('focusout', focusOut);
    return () => {
      document.removeEventListener('pointerdown', pointerDown);
      root.removeEventListener('focusout', focusOut);
    };
  }, [open]);

  function close() {
    setActive(null);
    button.current?.focus();
  }

  function buttonKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  }

  function menuKeyDown(event: KeyboardEvent) {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : (active ?? -1) + 1,
      ArrowUp: !active ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      setActive(null);
    }
  }

  function choose(event: MouseEvent, item: MenuItem) {
    if (item.disabled) {
      event.preventDefault();
      return;
    }
    close();
    item.onSelect?.();
  }

  return (
    <div ref={wrapper} className={css.wrapper}>
      <Button
        ref={button}
        id={`${id}-button`}
        variant={variant}
        part="menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => (open ? setActive(null) : setActive(0))}
        onKeyDown={buttonKeyDown}
      >
        {warning && <WarningIcon />}
        {label}
        {warning && <VisuallyHidden>{warning}</VisuallyHidden>}
        <ChevronIcon />
      </Button>
      {open && (
        <div
          id={id}
          role="menu"
          part="menu"
          aria-labelledby={`${id}-button`}
          className={`${css.menu} ${align === 'end' ? css.end : css.start}`}
          onKeyDown={menuKeyDown}
        >
          {items.map((item, i) => {
            const common = {
              ref: (el: HTMLElement | null) => {
                itemRefs.current[i] = el;
              },
              role: 'menuitem',
              part: 'menu-item',
              tabIndex: -1,
              className: css.item,
              'aria-disabled': item.disabled || undefined,
              onClick: (event: MouseEvent) => choose(event, item),
            };
            return item.href ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the items are the caller's list in order; its refs are indexed alike.
              <a key={i} {...common} href={item.href} target="_blank" rel="noopener noreferrer">
                {item.label}
              </a>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above.
              <button key={i} {...common} type="button">
                {item.label}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
