import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ProfileUpdate } from '../../../src/api/profile';
import type { Profile } from '../../../src/api/structs';
import { regionPlaceholder } from '../../../src/domain/accountForms';
import { LOADING_DELAY_MS } from '../../../src/domain/limits';
import { useSubmission } from '../../../src/forms/useSubmission';
import { appOf } from '../../../src/stores/app';
import { $profile, saveProfile } from '../../../src/stores/profile';
import { $regions, $regionsLoading, loadRegions } from '../../../src/stores/regions';
import { Alert } from '../../../src/ui/Alert';
import { Button } from '../../../src/ui/Button';
import { Card } from '../../../src/ui/Card';
import { LoadingOverlay } from '../../../src/ui/LoadingOverlay';
import { Select } from '../../../src/ui/Select';
import { TextField } from '../../../src/ui/TextField';
import * as css from './Overview.css';
import * as text from './texts';
import { useOptions } from '../../../src/element/context';
import { phoneHint } from './words';

type Values = Record<'first_name' | 'last_name' | 'email' | 'phone_number' | 'region', string>;

function valuesOf(profile: Profile): Values {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email ?? '',
    phone_number: profile.phone_number ?? '',
    region: profile.region === null ? '' : String(profile.region),
  };
}

const INPUTS = [
  { name: 'first_name', label: text.FIRST_NAME, type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', label: text.LAST_NAME, type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: text.EMAIL, type: 'email', autoComplete: 'email' },
  { name: 'phone_number', label: text.PHONE, type: 'tel', autoComplete: 'tel' },
] as const;

/**
 * The Profile card: what the account holds, and an Edit form for it. Cancel leaves the form and
 * brings back what was saved before editing; Save sends `PATCH /me` and shows the server's errors
 * under their fields, keeping what was typed.
 */
export function ProfileCard() {
  const profile = useStore($profile);
  const regions = useStore($regions);
  const regionsLoading = useStore($regionsLoading);
  const app = useStore(appOf(useOptions()));
  const options = useOptions();
  const [editing, setEditing] = useState<Values | null>(null);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const firstInput = useRef<HTMLInputElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if ($regions.get() === null) void loadRegions(options);
  }, []);

  useEffect(() => {
    if (editing) firstInput.current?.focus();
    else if (returnFocus.current) editButton.current?.focus();
    returnFocus.current = false;
  }, [editing === null]);

  const save = useSubmission(async () => {
    const values = editing!;
    const answer = await saveProfile(
      {
        ...values,
        region: values.region === '' ? '' : Number(values.region),
      } as unknown as ProfileUpdate,
      options,
    );
    if (answer.ok) {
      returnFocus.current = true;
      setEditing(null);
      setSaved(true);
    }
    return answer;
  });

  function edit() {
    if (!profile) return;
    save.setErrors({});
    setSaved(false);
    setEditing(valuesOf(profile));
  }

  function cancel() {
    returnFocus.current = true;
    save.setErrors({});
    setEditing(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void save.submit();
  }

  const regionName = (id: number | null) =>
    id === null ? regionPlaceholder(false) : (regions?.find((r) => r.region_id === id)?.name ?? String(id));

  return (
    <Card
      title={text.PROFILE}
      part="profile"
      actions={
        !editing && profile ? (
          <Button ref={editButton} variant="secondary" onClick={edit}>
            {text.EDIT}
          </Button>
        ) : undefined
      }
    >
      {!profile ? (
        <p role="status">{text.LOADING}</p>
      ) : editing ? (
        <LoadingOverlay active={save.busy} delay={LOADING_DELAY_MS}>
          <form className={css.form} onSubmit={submit} noValidate aria-label={text.PROFILE}>
            {INPUTS.map((input, i) => (
              <TextField
                key={input.name}
                ref={i === 0 ? firstInput : undefined}
                label={input.label}
                type={input.type}
                autoComplete={input.autoComplete}
                name={input.name}
                value={editing[input.name]}
                hint={input.name === 'phone_number' ? phoneHint(app?.phone_countries) : undefined}
                error={save.error(input.name)}
                onChange={(event) => setEditing({ ...editing, [input.name]: event.currentTarget.value })}
              />
            ))}
            <Select
              label={text.REGION}
              name="region"
              value={editing.region}
              placeholder={regionPlaceholder(regionsLoading && regions === null)}
              options={(regions ?? []).map((region) => ({ value: String(region.region_id), label: region.name }))}
              error={save.error('region')}
              onChange={(event) => setEditing({ ...editing, region: event.currentTarget.value })}
            />
            {save.message && !Object.keys(save.errors).length && <Alert tone="danger">{save.message}</Alert>}
            <div className={css.buttons}>
              <Button type="submit" busy={save.busy}>
                {text.SAVE}
              </Button>
              <Button variant="secondary" onClick={cancel} disabled={save.busy}>
                {text.CANCEL}
              </Button>
            </div>
          </form>
        </LoadingOverlay>
      ) : (
        <>
          <dl className={css.details} part="profile-details">
            <div className={css.row}>
              <dt>{text.NAME}</dt>
              <dd>{`${profile.first_name} ${profile.last_name}`.trim()}</dd>
            </div>
            <div className={css.row}>
              <dt>{text.EMAIL}</dt>
              <dd>{profile.email || text.NOT_GIVEN}</dd>
            </div>
            <div className={css.row}>
              <dt>{text.PHONE}</dt>
              <dd>{profile.phone_number || text.NOT_GIVEN}</dd>
            </div>
            <div className={css.row}>
              <dt>{text.REGION}</dt>
              <dd>{regionName(profile.region)}</dd>
            </div>
          </dl>
          {saved && <Alert tone="success">{text.PROFILE_SAVED}</Alert>}
        </>
      )}
    </Card>
  );
}
