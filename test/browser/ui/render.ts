import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { stylesheet } from '../../../src/theme/stylesheet';
import { themeClass } from '../../../src/theme/theme.css';
import { activeElement } from '../../../src/ui/focus';

export interface Rendered {
  /** The element that owns the shadow root, as a widget's custom element does. */
  host: HTMLElement;
  shadow: ShadowRoot;
  root: Root;
  rerender(ui: ReactNode): Promise<void>;
  unmount(): void;
}

const mounted = new Set<Rendered>();

/**
 * Waits for effects. Preact runs them after the next frame or 35 ms, whichever comes first, and
 * test pages that run side by side get no frames while in the background.
 */
export function settle(): Promise<void> {
  return wait(40);
}

/** Renders into a shadow root the way widgets do: adopted stylesheet, themed mount point. */
export async function render(ui: ReactNode): Promise<Rendered> {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = [stylesheet()];
  const mount = document.createElement('div');
  mount.className = themeClass;
  shadow.append(mount);
  const root = createRoot(mount);
  const rendered: Rendered = {
    host,
    shadow,
    root,
    async rerender(next) {
      flushSync(() => root.render(next));
      await settle();
    },
    unmount() {
      root.unmount();
      host.remove();
      mounted.delete(rendered);
    },
  };
  mounted.add(rendered);
  await rendered.rerender(ui);
  return rendered;
}

/** Unmounts everything rendered so far; use as afterEach. */
export function cleanup(): void {
  for (const r of [...mounted]) r.unmount();
}

/** The focused element, inside shadow roots too. */
export function focused(): Element | null {
  return activeElement();
}

/** Dispatches a keydown as a real key would (bubbling, composed), then lets the tree update. */
export async function press(target: Element, key: string, init: KeyboardEventInit = {}): Promise<void> {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true, ...init }));
  await settle();
}

/** Shift+Tab through the real keyboard (the Chrome launcher presses one key at a time). */
export async function shiftTab(): Promise<void> {
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'Tab' });
  await sendKeys({ up: 'Shift' });
}

export async function click(target: Element): Promise<void> {
  (target as HTMLElement).click();
  await settle();
}

/** Fails with the list of violations when axe-core finds any under `host`. */
export async function expectAccessible(host: Element): Promise<void> {
  const { violations } = await axe.run(host);
  const report = violations
    .map(
      (v) => `${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}\n    ${n.failureSummary}`).join('\n')}`,
    )
    .join('\n');
  expect(violations.length, report).to.equal(0);
}

export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
