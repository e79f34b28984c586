import { Button } from '../../src/ui/Button';
import { Dialog } from '../../src/ui/Dialog';
import { TERMS } from './terms';
import { ACCEPT, CLOSE, TERMS_TITLE } from './texts';

interface Props {
  open: boolean;
  onClose: () => void;
  onAccept: () => void;
}

/** The Terms of spec section 1: Close leaves the box as it was, Accept ticks it. */
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
          <Button onClick={onAccept}>
            {ACCEPT}
          </Button>
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
