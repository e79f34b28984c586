import { useEffect, useState, type ReactNode } from 'react';
import * as css from './LoadingOverlay.css';
import { Spinner } from './Spinner';
import { LOADING } from './texts';
import { VisuallyHidden } from './VisuallyHidden';

export interface LoadingOverlayProps {
  active: boolean;
  /** How long `active` must last before the overlay shows, so quick loads never flash (ms). */
  delay?: number;
  /** Read by assistive tech while the overlay shows. */
  label?: string;
  children?: ReactNode;
}

/** Wraps a region and covers it with a spinner while it loads. */
export function LoadingOverlay({ active, delay = 250, label = LOADING, children }: LoadingOverlayProps) {
  const [delayPassed, setDelayPassed] = useState(false);
  // Gone in the very render that ends the load, not one effect later.
  const shown = active && delayPassed;

  useEffect(() => {
    if (!active) {
      setDelayPassed(false);
      return;
    }
    const timer = setTimeout(() => setDelayPassed(true), delay);
    return () => clearTimeout(timer);
  }, [active, delay]);

  return (
    <>
      <div className={css.region} part="loading-region" aria-busy={active || undefined}>
        {children}
        {shown && (
          <div className={css.overlay} part="loading-overlay">
            <Spinner />
          </div>
        )}
      </div>
      {/* Outside the busy region, which assistive tech may hold back while it is busy. */}
      <VisuallyHidden role="status">{shown ? label : ''}</VisuallyHidden>
    </>
  );
}
