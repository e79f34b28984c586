import type { MouseEvent, ReactNode } from 'react';
import { useElement } from '../element/context';
import { portalUrl } from './urls';

/**
 * A link to a page of the element's portal (`to`, e.g. the plan shop or the explore site): a real
 * link, which the page may route itself through `soma-navigate`.
 */
export function PortalLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const { emit, options } = useElement();
  const href = portalUrl(to, options);
  function click(event: MouseEvent<HTMLAnchorElement>) {
    // New tabs and windows are the browser's business.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!emit('navigate', { to: href }, { cancelable: true })) event.preventDefault();
  }
  return (
    <a className={className} href={href} onClick={click}>
      {children}
    </a>
  );
}
