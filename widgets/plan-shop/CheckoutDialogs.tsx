import { CANCEL_QUESTION } from '../../src/domain/confirmations';
import { Button } from '../../src/ui/Button';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog';
import { Dialog } from '../../src/ui/Dialog';
import { TERMS } from './terms';
import { ACCEPT, CANCEL_BUTTONS, CLOSE, TERMS_TITLE } from './texts';

interface Props {
  open: boolean;
  onClose: () => void;
  onAccept: () => void;
}

/*
 * The checkout's two dialogs, fetched together the first time either is asked for: most families
 * open neither.
 */

/** The Terms: Close leaves the box as it was, Accept ticks it. */
export function TermsDialog({ open, onClose, onAccept }: Props) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={TERMS_TITLE}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {CLOSE}
          </Button>
          <Button onClick={onAccept}>{ACCEPT}</Button>
        </>
      }
    >
      <ul>
        {TERMS.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    </Dialog>
  );
}

/** 'Are you sure you want to cancel?', asked by Cancel after the first step: No stays, Yes starts over. */
export function CancelQuestion({ onResolve }: { onResolve: (yes: boolean) => void }) {
  return (
    <ConfirmDialog
      open
      message={CANCEL_QUESTION}
      cancelLabel={CANCEL_BUTTONS[0]}
      confirmLabel={CANCEL_BUTTONS[1]}
      onResolve={onResolve}
    />
  );
}
