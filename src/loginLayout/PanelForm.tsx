import type { FormEvent, ReactNode } from 'react';
import { LOADING_DELAY_MS } from '../domain/limits';
import type { Submission } from '../forms/useSubmission';
import { Button } from '../ui/Button';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { FormMessage } from '../forms/FormMessage';
import * as layout from './LoginLayout.css';

export interface PanelFormProps {
  submission: Pick<Submission<unknown>, 'busy' | 'message' | 'submit'>;
  /** The submit button's text. */
  submitLabel: string;
  /** Runs instead of sending straight away, e.g. to check the fields first. */
  onSubmit?: () => void;
  children: ReactNode;
}

/**
 * The form of a login panel: its fields, then the submit button and the global message, under
 * the loading overlay that shows after the spec's delay. The browser's own validation stays off:
 * errors come from the rules and the server, under their fields.
 */
export function PanelForm({ submission, submitLabel, onSubmit, children }: PanelFormProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    if (onSubmit) onSubmit();
    else void submission.submit();
  }

  return (
    <LoadingOverlay active={submission.busy} delay={LOADING_DELAY_MS}>
      <form className={layout.form} onSubmit={submit} noValidate part="form">
        {children}
        <Button type="submit" className={layout.submit} busy={submission.busy}>
          {submitLabel}
        </Button>
        <FormMessage message={submission.message} />
      </form>
    </LoadingOverlay>
  );
}
