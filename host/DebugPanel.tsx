import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { DEBUG_MAX_MONTHS, DEBUG_MAX_STUDENTS, deleteDebugSubscription, setDebugSubscription } from '../src/api/debug';
import { KNOWN_STATUSES } from '../src/api/structs';
import { send } from '../src/client/request';
import { DEBUG_DELETE_QUESTION } from '../src/domain/confirmations';
import { useSubmission } from '../src/forms/useSubmission';
import { $profile, loadMe } from '../src/stores/profile';
import { $subscription, setSubscription } from '../src/stores/subscription';
import { Alert } from '../src/ui/Alert';
import { Button } from '../src/ui/Button';
import { useConfirm } from '../src/ui/ConfirmDialog';
import { Select } from '../src/ui/Select';
import { TextField } from '../src/ui/TextField';
import * as css from './DebugPanel.css';
import * as text from './debugTexts';

type View = 'subscription' | 'profile' | null;

/**
 * The developer panel (docs/behaviour.md, Screens): shown to signed-in account holders when the site's `debug`
 * setting is on. It shows the plan and the profile as the API answers them, sets the plan's
 * students, duration and status (`POST /debug/subscription`), and deletes it after asking.
 */
export function DebugPanel({ onDeleted = () => location.reload() }: { onDeleted?: () => void }) {
  const subscription = useStore($subscription);
  const profile = useStore($profile);
  const [view, setView] = useState<View>(null);
  const [dialog, confirm] = useConfirm();
  const [students, setStudents] = useState(subscription ? String(subscription.students) : '1');
  const [duration, setDuration] = useState(subscription ? String(subscription.duration) : '1');
  const [status, setStatus] = useState<string>(subscription ? subscription.status : 'active');
  const [touched, setTouched] = useState(false);
  // The form starts from the current plan, also when it arrives after the panel has shown.
  useEffect(() => {
    if (touched || !subscription) return;
    setStudents(String(subscription.students));
    setDuration(String(subscription.duration));
    setStatus(subscription.status);
  }, [subscription, touched]);
  const edit = useSubmission(() =>
    send(setDebugSubscription, {
      students: Number(students),
      duration: Number(duration),
      status: status as (typeof KNOWN_STATUSES)[number],
    }),
  );
  const remove = useSubmission(() => send(deleteDebugSubscription, {}));

  async function show(next: View) {
    if (next === 'profile' && !$profile.get()) await loadMe();
    setView(view === next ? null : next);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const result = await edit.submit();
    if (result?.ok) setSubscription(result.data);
  }

  async function destroy() {
    if (!(await confirm({ message: DEBUG_DELETE_QUESTION, confirmLabel: text.DELETE, danger: true }))) return;
    const result = await remove.submit();
    if (result?.ok) onDeleted();
  }

  const shown = view === 'subscription' ? subscription : view === 'profile' ? profile : undefined;
  return (
    <details className={css.panel} data-debug>
      <summary className={css.summary}>{text.DEBUG}</summary>
      <div className={css.actions}>
        <Button variant="secondary" aria-pressed={view === 'subscription'} onClick={() => void show('subscription')}>
          {text.VIEW_SUBSCRIPTION}
        </Button>
        <Button variant="secondary" aria-pressed={view === 'profile'} onClick={() => void show('profile')}>
          {text.VIEW_PROFILE}
        </Button>
        <Button variant="danger" busy={remove.busy} onClick={() => void destroy()}>
          {text.DELETE_SUBSCRIPTION}
        </Button>
      </div>
      {view && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is reached by keyboard, and its name says what it holds.
        // biome-ignore lint/a11y/useAriaPropsSupportedByRole: (see above)
        <pre className={css.data} aria-label={view === 'subscription' ? text.SUBSCRIPTION : text.PROFILE} tabIndex={0}>
          {shown === undefined ? text.NOT_LOADED : JSON.stringify(shown, null, 2)}
        </pre>
      )}
      {remove.message && <Alert tone="danger">{remove.message}</Alert>}
      <form className={css.form} onSubmit={(event) => void save(event)} noValidate aria-label={text.EDIT_SUBSCRIPTION}>
        <TextField
          label={text.STUDENTS}
          type="number"
          min={1}
          max={DEBUG_MAX_STUDENTS}
          value={students}
          onChange={(e) => (setTouched(true), setStudents(e.currentTarget.value))}
          error={edit.error('students')}
        />
        <TextField
          label={text.DURATION}
          type="number"
          min={1}
          max={DEBUG_MAX_MONTHS}
          value={duration}
          onChange={(e) => (setTouched(true), setDuration(e.currentTarget.value))}
          error={edit.error('duration')}
        />
        <Select
          label={text.STATUS}
          value={status}
          onChange={(e) => (setTouched(true), setStatus(e.currentTarget.value))}
          error={edit.error('status')}
          options={KNOWN_STATUSES.map((value) => ({ value, label: value }))}
        />
        {edit.message && !Object.keys(edit.errors).length && <Alert tone="danger">{edit.message}</Alert>}
        <Button type="submit" busy={edit.busy}>
          {text.EDIT_SUBSCRIPTION}
        </Button>
      </form>
      {dialog}
    </details>
  );
}
