import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { PAYMENT_MESSAGES } from './messages';

/** The card form could not load (offline, blocked script): say so and offer another try. */
export function Unavailable({ onRetry }: { onRetry(): void }) {
  return (
    <Alert
      tone="danger"
      action={
        <Button variant="secondary" onClick={onRetry}>
          {PAYMENT_MESSAGES.retry}
        </Button>
      }
    >
      {PAYMENT_MESSAGES.unavailable}
    </Alert>
  );
}
