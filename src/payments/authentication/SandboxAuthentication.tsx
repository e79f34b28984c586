import { useRef, useState } from 'react';
import { authenticateSandboxCharge } from '../../api/sandboxCard';
import { send } from '../../client/request';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import type { AuthenticationOutcome } from './outcome';
import * as text from './texts';

/**
 * The sandbox's stand-in for the bank's authentication page (3-D Secure): Complete approves the
 * charge, Fail refuses it, and closing the dialog abandons it, which the bank counts as a failure.
 * The answer settles the charge on the server at once.
 */
export function SandboxAuthentication({
  secret,
  onSettled,
}: {
  secret: string;
  onSettled: (outcome: AuthenticationOutcome) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const answered = useRef(false);

  async function answer(approve: boolean) {
    if (answered.current) return;
    answered.current = true;
    setBusy(true);
    const result = await send(authenticateSandboxCharge, { payment_secret: secret, approve });
    setBusy(false);
    if (!result.ok) {
      answered.current = false;
      setError(result.message || text.EXPLAIN);
      return;
    }
    onSettled(approve ? 'approved' : 'failed');
  }

  return (
    <Dialog
      open
      title={text.TITLE}
      closeLabel={text.CLOSE}
      closeOnBackdrop={false}
      onClose={() => void answer(false)}
      footer={
        <>
          <Button variant="secondary" onClick={() => void answer(false)} disabled={busy}>
            {text.FAIL}
          </Button>
          <Button onClick={() => void answer(true)} busy={busy} data-autofocus>
            {text.COMPLETE}
          </Button>
        </>
      }
    >
      <p>{text.EXPLAIN}</p>
      <p>{text.SANDBOX_NOTE}</p>
      {busy && <p role="status">{text.WORKING}</p>}
      {error && <Alert tone="danger">{error}</Alert>}
    </Dialog>
  );
}
