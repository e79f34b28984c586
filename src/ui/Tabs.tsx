import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as css from './Tabs.css';

export interface TabItem {
  /** Stable key, passed to onChange. */
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: TabItem[];
  /** The selected tab's id when controlled. */
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
}

/** Tabs with automatic activation: arrow keys, Home and End move and select at once. */
export function Tabs({ label, tabs, value, defaultValue, onChange }: TabsProps) {
  const [own, setOwn] = useState(defaultValue ?? tabs[0]?.id);
  const selected = value ?? own;
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.id === selected),
  );

  function select(i: number) {
    setOwn(tabs[i].id);
    if (tabs[i].id !== selected) onChange?.(tabs[i].id);
  }

  function keyDown(event: KeyboardEvent) {
    const from = refs.current.indexOf(event.target as HTMLButtonElement);
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: from === last ? 0 : from + 1,
      ArrowLeft: from === 0 ? last : from - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (from < 0 || next === undefined) return;
    event.preventDefault();
    refs.current[next]?.focus();
    select(next);
  }

  return (
    <div part="tabs">
      <div role="tablist" aria-label={label} className={css.list} onKeyDown={keyDown}>
        {tabs.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            part="tab"
            id={`${base}-tab-${i}`}
            aria-selected={i === index}
            aria-controls={`${base}-panel-${i}`}
            tabIndex={i === index ? 0 : -1}
            className={css.tab}
            onClick={() => select(i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t, i) => (
        <div
          key={t.id}
          role="tabpanel"
          part="tab-panel"
          id={`${base}-panel-${i}`}
          aria-labelledby={`${base}-tab-${i}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is focusable, as the ARIA tabs pattern asks, so that its text is reached by keyboard.
          tabIndex={0}
          hidden={i !== index}
          className={css.panel}
        >
          {i === index && t.panel}
        </div>
      ))}
    </div>
  );
}
