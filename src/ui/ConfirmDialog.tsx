import { useId, useState, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { CANCEL, OK } from './dialogTexts';

export interface ConfirmOptions {
  /** The question, e.g. 'Are you sure you want to log out?'. */
  message: ReactNode;
  /** A heading above the message; without it the message is the heading. */
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirm button in the danger colour, and Cancel focused first. */
  danger?: boolean;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  /** true for confirm; false for cancel, Escape or the backdrop. */
  onResolve: (confirmed: boolean) => void;
}

export function ConfirmDialog({
  open,
  message,
  title,
  confirmLabel = OK,
  cancelLabel = CANCEL,
  danger,
  onResolve,
}: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => onResolve(false)}
      title={title ?? message}
      aria-describedby={title ? messageId : undefined}
      footer={
        <>
          <Button variant="secondary" data-autofocus={danger || undefined} onClick={() => onResolve(false)}>
            {cancelLabel}
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            data-autofocus={!danger || undefined}
            onClick={() => onResolve(true)}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {title ? <p id={messageId}>{message}</p> : null}
    </Dialog>
  );
}

/**
 * Asks in a ConfirmDialog and answers with the choice:
 *   const [dialog, confirm] = useConfirm();
 *   if (await confirm({ message: 'Are you sure you want to log out?', confirmLabel: 'Log Out' })) ...
 * and render `dialog` where the dialog belongs.
 */
export function useConfirm(): [ReactNode, (options: ConfirmOptions) => Promise<boolean>] {
  const [pending, setPending] = useState<{ options: ConfirmOptions; resolve: (ok: boolean) => void } | null>(null);
  const [confirm] = useState(
    () => (options: ConfirmOptions) => new Promise<boolean>((resolve) => setPending({ options, resolve })),
  );
  const dialog = pending && (
    <ConfirmDialog
      {...pending.options}
      open
      onResolve={(ok) => {
        setPending(null);
        pending.resolve(ok);
      }}
    />
  );
  return [dialog, confirm];
}
