import { useState, type FormEvent } from 'react';
import { createPlan, updatePlan, type AdminPlan } from '../../../src/api/plans';
import { send } from '../../../src/client/request';
import { planSavings } from '../../../src/domain/planSavings';
import { isSmallTotal } from '../../../src/domain/smallTotal';
import { useSubmission } from '../../../src/forms/useSubmission';
import { Alert } from '../../../src/ui/Alert';
import { Button } from '../../../src/ui/Button';
import { Dialog } from '../../../src/ui/Dialog';
import { TextField } from '../../../src/ui/TextField';
import { useUnsavedGuard } from '../../../src/ui/unsavedGuard';
import * as css from './Plans.css';
import * as text from './texts';
import { useOptions } from '../../../src/element/context';

interface Props {
  /** The plan edited, or null for a new one. */
  plan: AdminPlan | null;
  /** The plans on sale, for the savings the shop will show. */
  catalogue: AdminPlan[];
  onClose: () => void;
  onSaved: (plan: AdminPlan) => void;
}

/** Shillings typed to the minor units the API takes; anything else goes as typed, for the server to explain. */
function toMinor(value: string): number | string {
  const trimmed = value.trim();
  if (trimmed === '' || !/^\d+(\.\d+)?$/.test(trimmed)) return trimmed;
  return Math.round(Number(trimmed) * 100);
}

/** Adds a plan or edits one: students, duration, price in shillings, with the savings it will show. */
export function PlanDialog({ plan, catalogue, onClose, onSaved }: Props) {
  const options = useOptions();
  const [students, setStudents] = useState(plan ? String(plan.students) : '');
  const [duration, setDuration] = useState(plan ? String(plan.duration) : '');
  const [price, setPrice] = useState(plan ? String(plan.price / 100) : '');
  const fixed = plan !== null && !plan.editable_terms;
  const title = plan ? text.EDIT_PLAN : text.ADD_PLAN;
  const formId = `plan-form-${plan?.product_id ?? 'new'}`;
  // Typed and not saved: closing or reloading the tab, or leaving the page, asks first.
  useUnsavedGuard(
    students !== (plan ? String(plan.students) : '') ||
      duration !== (plan ? String(plan.duration) : '') ||
      price !== (plan ? String(plan.price / 100) : ''),
  );

  const save = useSubmission(async () => {
    const fields = {
      students: Number(students) || (students as never),
      duration: Number(duration) || (duration as never),
      price: toMinor(price) as number,
    };
    const answer = plan
      ? await send(
          updatePlan,
          {
            product_id: plan.product_id,
            ...(fixed ? {} : { students: fields.students, duration: fields.duration }),
            price: fields.price,
          },
          options,
        )
      : await send(createPlan, fields, options);
    if (answer.ok) onSaved(answer.data);
    return answer;
  });

  const minor = toMinor(price);
  const savings =
    typeof minor === 'number' && Number(students) > 0 && Number(duration) > 0
      ? planSavings(
          { students: Number(students), duration: Number(duration), price: minor },
          catalogue.filter((other) => other.product_id !== plan?.product_id),
        )
      : null;

  // A plan this cheap is bought in full, but a change to it may wait for the next payment (docs/money.md).
  const small = typeof minor === 'number' && isSmallTotal(minor);
  const smallId = `${formId}-small`;

  function submit(event: FormEvent) {
    event.preventDefault();
    void save.submit();
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      closeLabel={text.CANCEL}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.busy}>
            {text.CANCEL}
          </Button>
          <Button type="submit" form={formId} busy={save.busy}>
            {text.SAVE}
          </Button>
        </>
      }
    >
      <form id={formId} className={css.stack} onSubmit={submit} noValidate aria-label={title}>
        {fixed && <p className={css.muted}>{text.TERMS_FIXED}</p>}
        <TextField
          label={text.STUDENTS}
          name="students"
          inputMode="numeric"
          value={students}
          required
          disabled={fixed}
          error={save.error('students')}
          onChange={(event) => setStudents(event.currentTarget.value)}
        />
        <TextField
          label={text.DURATION}
          name="duration"
          inputMode="numeric"
          value={duration}
          required
          disabled={fixed}
          error={save.error('duration')}
          onChange={(event) => setDuration(event.currentTarget.value)}
        />
        <TextField
          label={text.PRICE}
          name="price"
          inputMode="decimal"
          hint={text.PRICE_HINT}
          value={price}
          required
          error={save.error('price')}
          aria-describedby={small ? smallId : undefined}
          onChange={(event) => setPrice(event.currentTarget.value)}
        />
        {small && (
          <Alert tone="warning" id={smallId} part="alert small-price">
            {text.SMALL_PRICE}
          </Alert>
        )}
        {savings !== null && (
          <p className={css.muted} aria-live="polite" part="plan-savings">
            {text.savingsPreview(savings)}
          </p>
        )}
        {save.message && !Object.keys(save.errors).length && <Alert tone="danger">{save.message}</Alert>}
      </form>
    </Dialog>
  );
}
