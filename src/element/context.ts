import { createContext, useContext } from 'react';
import type { SomaOptions } from '../config';

export interface EmitOptions {
  cancelable?: boolean;
}

/** What an element's component tree knows of the custom element that hosts it. */
export interface ElementHost {
  /** The custom element itself. */
  element: HTMLElement;
  /**
   * Dispatches `soma-${name}` from the element: bubbling, composed (it crosses the shadow
   * boundary), optionally cancelable. Answers false when a listener called preventDefault().
   */
  emit: (name: string, detail?: unknown, options?: EmitOptions) => boolean;
  /**
   * The element's options: the page's defaults (`Soma.configure()`) with its own `api`, `portal`
   * and `locale` attributes over them. Its tree gives them to every call (`send(call, input, options)`).
   */
  options: SomaOptions;
}

export const ElementContext = createContext<ElementHost | null>(null);

export function useElement(): ElementHost {
  const host = useContext(ElementContext);
  if (!host) throw new Error('useElement() must be used inside a Soma element');
  return host;
}

/** The options of the element whose tree this is (docs/architecture.md, Configuration). */
export const useOptions = (): SomaOptions => useElement().options;
