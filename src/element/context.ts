import { createContext, useContext } from 'react';

export interface EmitOptions {
  cancelable?: boolean;
}

/** What a widget's tree knows of the custom element that hosts it. */
export interface WidgetHost {
  /** The custom element itself. */
  element: HTMLElement;
  /**
   * Dispatches `soma-${name}` from the element: bubbling, composed (it crosses the shadow
   * boundary), optionally cancelable. Answers false when a listener called preventDefault().
   */
  emit: (name: string, detail?: unknown, options?: EmitOptions) => boolean;
}

export const WidgetContext = createContext<WidgetHost | null>(null);

export function useWidget(): WidgetHost {
  const host = useContext(WidgetContext);
  if (!host) throw new Error('useWidget() must be used inside a Soma widget');
  return host;
}
