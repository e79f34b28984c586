import {
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { cx } from './cx';
import * as css from './Dialog.css';
import { activeElement, tabbables } from './focus';
import { CloseIcon } from './icons';

export interface DialogProps {
  open: boolean;
  /** Asked for by Escape, the close button or a backdrop click; the owner then sets `open` false. */
  onClose: () => void;
  /** The heading that names the dialog. */
  title: ReactNode;
  children?: ReactNode;
  /** The action buttons, under the body. */
  footer?: ReactNode;
  /** Accessible name of the corner close button; without it there is none. */
  closeLabel?: string;
  /** Whether a click on the backdrop asks to close (default true). */
  closeOnBackdrop?: boolean;
  'aria-describedby'?: string;
  className?: string;
}

/**
 * A modal dialog. It uses the native `<dialog>` in the top layer, so it sits above the embedding
 * page whatever its stacking, yet stays in the element's shadow root and keeps its styles.
 * Focus moves in on open (to `[data-autofocus]`, else the first control) and back on close.
 */
export function Dialog(props: DialogProps) {
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  onClose,
  title,
  children,
  footer,
  closeLabel,
  closeOnBackdrop = true,
  className,
  ...aria
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const pressedBackdrop = useRef(false);
  const titleId = useId();
  const requestClose = useRef(onClose);
  requestClose.current = onClose;

  useLayoutEffect(() => {
    const dialog = ref.current!;
    const opener = activeElement();
    // Escape fires `cancel`; something else closing the dialog (a form[method=dialog]) fires `close`.
    const cancel = (event: Event) => {
      event.preventDefault();
      requestClose.current();
    };
    const closed = () => requestClose.current();
    dialog.addEventListener('cancel', cancel);
    dialog.addEventListener('close', closed);
    dialog.showModal();
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      tabbables(dialog).find((el) => el !== closeButton.current) ??
      closeButton.current ??
      dialog;
    first.focus();
    return () => {
      dialog.removeEventListener('cancel', cancel);
      dialog.removeEventListener('close', closed);
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  function keyDown(event: KeyboardEvent<HTMLDialogElement>) {
    // A dialog opened from inside this one handles its own keys.
    if ((event.target as Element).closest('dialog') !== ref.current) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      const dialog = ref.current!;
      const items = tabbables(dialog);
      const current = activeElement();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first) event.preventDefault();
      else if (event.shiftKey && (current === first || current === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !dialog.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    }
  }

  // The dialog box has no padding, so a click whose target is the dialog itself hit the backdrop.
  function pointerDown(event: PointerEvent<HTMLDialogElement>) {
    pressedBackdrop.current = event.target === ref.current;
  }
  function click(event: MouseEvent<HTMLDialogElement>) {
    if (closeOnBackdrop && pressedBackdrop.current && event.target === ref.current) onClose();
    pressedBackdrop.current = false;
  }

  return (
    <dialog
      ref={ref}
      part="dialog"
      className={cx(css.dialog, className)}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={aria['aria-describedby']}
      tabIndex={-1}
      onKeyDown={keyDown}
      onPointerDown={pointerDown}
      onClick={click}
    >
      <div className={css.header} part="dialog-header">
        <h2 id={titleId} className={css.title} part="dialog-title">
          {title}
        </h2>
        {closeLabel && (
          <button ref={closeButton} type="button" className={css.close} aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </button>
        )}
      </div>
      {children != null && (
        <div className={css.body} part="dialog-body">
          {children}
        </div>
      )}
      {footer && (
        <div className={css.footer} part="dialog-footer">
          {footer}
        </div>
      )}
    </dialog>
  );
}
