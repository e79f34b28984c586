import { useElement, useOptions } from '../../../src/element/context';

/** Renders per element, counted by the element's id, so tests see which elements re-render. */
export const renders = new Map<string, number>();

export function Counted() {
  const { element } = useElement();
  const { api, portal, locale } = useOptions();
  renders.set(element.id, (renders.get(element.id) ?? 0) + 1);
  return <p data-testid="options">{`${api ?? '-'} ${portal ?? '-'} ${locale ?? '-'}`}</p>;
}
