import { spinner } from './Spinner.css';

/** A decorative spinning ring in the current text colour; pair it with text for assistive tech. */
export function Spinner() {
  return <span className={spinner} aria-hidden="true" />;
}
