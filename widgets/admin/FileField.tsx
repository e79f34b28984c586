import { useId, useRef, type ChangeEvent } from 'react';
import { Field, fieldIds, type FieldTextProps } from '../../src/ui/Field';
import * as css from './Admin.css';

export interface FileFieldProps extends FieldTextProps {
  /** Called with the chosen file; the input is emptied so that the same file may be chosen again. */
  onFile: (file: File) => void;
  disabled?: boolean;
}

/** An image file input with its label, hint and error. The server decides by the bytes what it accepts. */
export function FileField({ label, hint, error, onFile, disabled }: FileFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { describedBy } = fieldIds(id, hint, error);
  function change(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (file) onFile(file);
    if (input.current) input.current.value = '';
  }
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        ref={input}
        id={id}
        type="file"
        part="file-input"
        accept="image/png,image/jpeg,image/webp,image/gif"
        className={css.file}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={change}
      />
    </Field>
  );
}
