import { Button } from './Button';
import * as css from './SaveBar.css';
import { fieldsToFix, NO_UNSAVED_CHANGES, UNSAVED_CHANGES } from './saveBarTexts';

export interface SaveBarProps {
  /** The form has changes not saved. */
  dirty: boolean;
  /** Fields refused by the last save. */
  errorCount: number;
  busy: boolean;
  label: string;
}

/**
 * The Save of a long form, always within reach: sticky at the bottom of the viewport while the form
 * is in view (docs/behaviour.md, Saving long forms). It goes last in its form, so that Tab reaches it
 * after the last field; its state is a live region, heard when it changes. Give the form the
 * `saveBarForm` class, so that fields scrolled into view stop above it.
 */
export function SaveBar({ dirty, errorCount, busy, label }: SaveBarProps) {
  return (
    <div className={css.bar} part="save-bar">
      <p className={dirty ? css.state : css.clean} role="status" part="save-state">
        {dirty ? UNSAVED_CHANGES : NO_UNSAVED_CHANGES}
      </p>
      {errorCount > 0 && (
        <p className={css.errors} part="save-errors">
          {fieldsToFix(errorCount)}
        </p>
      )}
      <Button type="submit" busy={busy}>
        {label}
      </Button>
    </div>
  );
}

export const saveBarForm = css.form;
