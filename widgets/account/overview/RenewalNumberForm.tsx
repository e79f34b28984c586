import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { mpesaPhoneProblem } from '../../../src/api/phone';
import { setRenewalNumber } from '../../../src/api/shop';
import { send } from '../../../src/client/request';
import { failed } from '../../../src/client/result';
import { LOADING_DELAY_MS } from '../../../src/domain/limits';
import { useOptions } from '../../../src/element/context';
import { useSubmission } from '../../../src/forms/useSubmission';
import { setSubscription } from '../../../src/stores/subscription';
import { Alert } from '../../../src/ui/Alert';
import { Button } from '../../../src/ui/Button';
import { LoadingOverlay } from '../../../src/ui/LoadingOverlay';
import { TextField } from '../../../src/ui/TextField';
import * as css from './Overview.css';
import * as text from './texts';

const FIELD = 'phone_number';

/**
 * The number an M-Pesa plan's renewals prompt, changed (`POST /shop/mpesa/renewal_number`): checked
 * as M-Pesa takes it before it is sent, the server's refusal under the field too, and the plan it
 * answers put in the plan store. `onDone` gets the number as the plan now shows it (masked), or
 * null when the form is left unchanged.
 */
export function RenewalNumberForm({ onDone }: { onDone: (shown: string | null) => void }) {
  const options = useOptions();
  const [phone, setPhone] = useState('');
  const field = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => field.current?.focus(), []);

  const save = useSubmission(async () => {
    const problem = mpesaPhoneProblem(phone);
    if (problem) {
      save.setErrors({ [FIELD]: [problem] });
      return failed(0);
    }
    const answer = await send(setRenewalNumber, { phone_number: phone.trim() }, options);
    if (answer.ok) {
      setSubscription(answer.data);
      onDone(answer.data.next_charge?.phone ?? phone.trim());
    }
    return answer;
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    void save.submit();
  }

  return (
    <LoadingOverlay active={save.busy} delay={LOADING_DELAY_MS}>
      <form className={css.numberForm} onSubmit={submit} noValidate part="renewal-number">
        <TextField
          ref={field}
          label={text.RENEWAL_NUMBER}
          name="renewal_phone"
          type="tel"
          autoComplete="tel"
          hint={text.RENEWAL_NUMBER_HINT}
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
          error={save.error(FIELD)}
          required
        />
        {save.message && !save.error(FIELD) && <Alert tone="danger">{save.message}</Alert>}
        <div className={css.buttons}>
          <Button type="submit" busy={save.busy}>
            {text.SAVE}
          </Button>
          <Button variant="secondary" disabled={save.busy} onClick={() => onDone(null)}>
            {text.CANCEL}
          </Button>
        </div>
      </form>
    </LoadingOverlay>
  );
}
