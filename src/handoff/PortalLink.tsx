import type { MouseEvent, ReactNode } from 'react';
import { useElement } from '../element/context';

/**
 * A link to a page outside the element (a portal page, the explore site): a real link, which the
 * page may route itself through `soma-navigate`.
 */
export function PortalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { emit } = useElement();
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
