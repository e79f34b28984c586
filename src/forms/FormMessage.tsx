import { Alert } from '../ui/Alert';

/** The global message under a form (docs/behaviour.md, Messages); nothing when the server gave none. */
export function FormMessage({ message }: { message: string }) {
  if (!message) return null;
  return (
    <Alert tone="danger" part="message">
      {message}
    </Alert>
  );
}
