import { Spinner } from '../ui/Spinner';
import { status } from './CardForm.css';
import { PAYMENT_MESSAGES } from './messages';

export function Loading() {
  return (
    <p role="status" className={status}>
      <Spinner />
      {PAYMENT_MESSAGES.loading}
    </p>
  );
}
