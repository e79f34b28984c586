import type { EmitOptions } from './context';

/** Dispatches a `soma-*` CustomEvent that bubbles and crosses shadow boundaries. */
export function emit(element: HTMLElement, name: string, detail?: unknown, options: EmitOptions = {}): boolean {
  return element.dispatchEvent(
    new CustomEvent(`soma-${name}`, {
      detail,
      bubbles: true,
      composed: true,
      cancelable: options.cancelable ?? false,
    }),
  );
}
