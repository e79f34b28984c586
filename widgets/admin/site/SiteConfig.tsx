import { lazy, Suspense, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { getSettings, saveSettings } from '../../../src/api/settings';
import { availableGrades } from '../../../src/api/students';
import type { SiteSettings } from '../../../src/api/structs';
import { send } from '../../../src/client/request';
import { LOADING_DELAY_MS } from '../../../src/domain/limits';
import { NO_GRADES } from '../../../src/domain/siteMessages';
import { isCountryList } from '../../../src/domain/siteSettings';
import { useSubmission } from '../../../src/forms/useSubmission';
import { Field, fieldIds } from '../../../src/ui/Field';
import { control } from '../../../src/ui/Field.css';
import { loadApp } from '../../../src/stores/app';
import { Alert } from '../../../src/ui/Alert';
import { Button } from '../../../src/ui/Button';
import { Card } from '../../../src/ui/Card';
import { Checkbox } from '../../../src/ui/Checkbox';
import { LoadingOverlay } from '../../../src/ui/LoadingOverlay';
import { RadioGroup } from '../../../src/ui/RadioGroup';
import { TextField } from '../../../src/ui/TextField';
import { SaveBar, saveBarForm } from '../../../src/ui/SaveBar';
import { useUnsavedGuard } from '../../../src/ui/unsavedGuard';
import * as admin from '../Admin.css';
import * as text from '../texts';
import * as messageText from './messageTexts';
import { formValues, SECRET_KEYS, settingsToSend, type SecretEdit, type SecretKey, type Values } from './fields';
import { SecretField } from './SecretField';
import * as css from './SiteConfig.css';
import { BRAND_LABELS } from './brand/texts';
import { useOptions } from '../../../src/element/context';

// The cards below the settings (messages not delivered, regions, finding a parent) are fetched once the
// page has shown: nobody needs them before the settings themselves.
const DeliveryFailures = lazy(() =>
  import('./DeliveryFailures').then((module) => ({ default: module.DeliveryFailures })),
);
const Parents = lazy(() => import('./Parents').then((module) => ({ default: module.Parents })));
const Regions = lazy(() => import('./Regions').then((module) => ({ default: module.Regions })));
const Brand = lazy(() => import('./brand/Brand').then((module) => ({ default: module.Brand })));

/** Each setting's label, for its field and for the list of what was saved. */
const LABELS: Record<string, string> = {
  style: text.STYLE,
  shopCurrency: text.SHOP_CURRENCY,
  accountRequirements: text.ACCOUNT_REQUIRES,
  debug: text.DEBUG,
  ga: text.GA,
  feedback_url: text.FEEDBACK_URL,
  support_url: text.SUPPORT_URL,
  phone_countries: text.PHONE_COUNTRIES,
  student_login_enabled: text.STUDENT_LOGIN_ENABLED,
  alternate_login_type: text.ALTERNATE_TYPE,
  alternate_login_url: text.ALTERNATE_URL,
  platform: text.PLATFORM_URL,
  platform_key: text.PLATFORM_KEY,
  platform_school_id: text.SCHOOL_ID,
  tutor_enabled: text.TUTOR_ENABLED,
  tutor_course_ids: text.COURSE_IDS,
  card_public_key: text.CARD_PUBLIC_KEY,
  card_secret_key: text.CARD_SECRET_KEY,
  card_webhook_secret: text.CARD_WEBHOOK_SECRET,
  sms_url: text.SMS_URL,
  sms_username: text.SMS_USERNAME,
  sms_password: text.SMS_PASSWORD,
  sms_oauth_id: text.SMS_OAUTH_ID,
  sms_oauth_secret: text.SMS_OAUTH_SECRET,
  smtp_url: messageText.SMTP_URL,
  mail_from: messageText.MAIL_FROM,
  ...BRAND_LABELS,
};

const KEEP: SecretEdit = { mode: 'keep' };

/**
 * /site_config: the site settings of docs/behaviour.md, Entities from `GET /settings`, in groups, saved
 * together with `POST /settings` sending only what changed; then the regions.
 */
export function SiteConfig() {
  const options = useOptions();
  const [loaded, setLoaded] = useState<SiteSettings | null>(null);
  const [values, setValues] = useState<Values>({});
  const [secrets, setSecrets] = useState<Partial<Record<SecretKey, SecretEdit>>>({});
  const [saved, setSaved] = useState<string[] | null>(null);
  const [failed, setFailed] = useState(false);
  /** Set once the page has shown, for the cards fetched after it. */
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  // Allowed origins, M-Pesa, the trial and the webhook URL: a chunk of their own, fetched once the page has shown.
  const [more, setMore] = useState<typeof import('./MoreSettings') | null>(null);
  // The messages to families: a chunk of its own too (the page is close to its size ceiling).
  const [family, setFamily] = useState<typeof import('./family/FamilyMessages') | null>(null);
  useEffect(() => {
    if (!shown) return;
    void import('./MoreSettings').then(setMore);
    void import('./family/FamilyMessages').then(setFamily);
  }, [shown]);
  const label = (key: string) => LABELS[key] ?? more?.LABELS[key] ?? family?.FAMILY_LABELS[key] ?? key;

  useEffect(() => {
    void send(getSettings, {}, options).then((answer) => {
      if (!answer.ok) return setFailed(true);
      setLoaded(answer.data);
      setValues(formValues(answer.data));
    });
  }, []);

  // What would be sent: nothing, once saved or when every edit is undone.
  const dirty = loaded !== null && Object.keys(settingsToSend(formValues(loaded), values, secrets)).length > 0;
  useUnsavedGuard(dirty);

  const save = useSubmission(async () => {
    const update = settingsToSend(formValues(loaded!), values, secrets);
    if (Object.keys(update).length === 0) {
      setSaved([]);
      return { ok: true as const, data: { success: true, updates: {} } };
    }
    const answer = await send(saveSettings, update, options);
    if (answer.ok) {
      const next = { ...loaded!, ...answer.data.updates } as SiteSettings;
      setLoaded(next);
      setValues({ ...values, ...pick(formValues(next), Object.keys(answer.data.updates)) });
      setSecrets({});
      setSaved(Object.keys(answer.data.updates));
      // The page's other elements (and the host) follow the new public settings at once.
      void loadApp(true, options);
    }
    return answer;
  });

  function set(key: string, value: string | boolean) {
    setValues((current) => ({ ...current, [key]: value }));
    setSaved(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(null);
    void save.submit();
  }

  const str = (key: string) => String(values[key] ?? '');
  const input = (
    key: string,
    props: { hint?: ReactNode; type?: 'text' | 'url'; label?: string; inputMode?: 'numeric' } = {},
  ) => (
    <TextField
      label={label(key)}
      name={key}
      value={str(key)}
      error={save.error(key)}
      onChange={(event) => set(key, event.currentTarget.value)}
      {...props}
    />
  );
  const check = (key: string, hint?: string) => (
    <Checkbox
      label={LABELS[key]}
      name={key}
      checked={values[key] === true}
      hint={hint}
      error={save.error(key)}
      onChange={(event) => set(key, event.currentTarget.checked)}
    />
  );
  const radios = (key: string, options: { value: string; label: string }[], legend?: string) => (
    <RadioGroup
      legend={legend ?? LABELS[key]}
      name={key}
      inline
      value={str(key)}
      options={options}
      error={save.error(key)}
      onChange={(value) => set(key, value)}
    />
  );
  const secret = (key: SecretKey, name?: string) => (
    <SecretField
      label={name ?? label(key)}
      isSet={loaded?.[key] != null}
      edit={secrets[key] ?? KEEP}
      error={save.error(key)}
      onEdit={(edit) => {
        setSecrets((current) => ({ ...current, [key]: edit }));
        setSaved(null);
      }}
    />
  );

  return (
    <div className={admin.page} part="site-config">
      <h2 className={admin.pageTitle} part="title" tabIndex={-1}>
        {text.SITE_CONFIG_TITLE}
      </h2>
      {!loaded ? (
        failed ? null : (
          <p role="status">{text.LOADING}</p>
        )
      ) : (
        <LoadingOverlay active={save.busy} delay={LOADING_DELAY_MS}>
          <form
            className={`${css.form} ${saveBarForm}`}
            onSubmit={submit}
            noValidate
            aria-label={text.SITE_CONFIG_TITLE}
            part="settings"
          >
            <div className={css.groups}>
              <Card title={text.PRODUCT} level={3} part="group-product">
                <div className={admin.stack}>
                  {radios('style', text.STYLES)}
                  {input('shopCurrency')}
                  {radios('accountRequirements', text.REQUIREMENTS)}
                </div>
              </Card>
              <Card title={text.GENERAL} level={3} part="group-general">
                <div className={admin.stack}>
                  {check('debug', text.DEBUG_HINT)}
                  {input('ga')}
                  {input('phone_countries', {
                    hint: isCountryList(str('phone_countries'))
                      ? text.PHONE_COUNTRIES_HINT
                      : `${text.PHONE_COUNTRIES_HINT} ${text.PHONE_COUNTRIES_ODD}`,
                  })}
                  {input('feedback_url', { type: 'url', hint: text.FEEDBACK_HINT })}
                  {input('support_url', { type: 'url', hint: text.FEEDBACK_HINT })}
                </div>
              </Card>
              <Card title={text.LOGIN_STYLE} level={3} part="group-login">
                <div className={admin.stack}>
                  {check('student_login_enabled')}
                  {radios('alternate_login_type', text.ALTERNATE_TYPES)}
                  <SlashField
                    label={LABELS.alternate_login_url!}
                    value={str('alternate_login_url')}
                    error={save.error('alternate_login_url')}
                    onChange={(value) => set('alternate_login_url', value)}
                  />
                </div>
              </Card>
              <Card title={text.PLATFORM} level={3} part="group-platform">
                <div className={admin.stack}>
                  {input('platform', { type: 'url' })}
                  {secret('platform_key')}
                  {input('platform_school_id')}
                  <GradesTest />
                </div>
              </Card>
              <Card title={text.TUTOR} level={3} part="group-tutor">
                <div className={admin.stack}>
                  {check('tutor_enabled')}
                  {input('tutor_course_ids', { hint: text.COURSE_IDS_HINT })}
                </div>
              </Card>
              <Card title={text.CARD} level={3} part="group-card">
                <div className={admin.stack}>
                  <p className={admin.muted}>{text.CARD_HINT}</p>
                  {input('card_public_key')}
                  {secret('card_secret_key')}
                  {secret('card_webhook_secret')}
                  {more && <more.WebhookUrl url={loaded.card_webhook_url} />}
                </div>
              </Card>
              <Card title={messageText.EMAIL} level={3} part="group-email">
                <div className={admin.stack}>
                  <p className={admin.muted}>{messageText.SMTP_URL_HINT}</p>
                  {secret('smtp_url')}
                  {input('mail_from', { hint: messageText.MAIL_FROM_HINT })}
                </div>
              </Card>
              <Card title={text.SMS} level={3} part="group-sms">
                <div className={admin.stack}>
                  <p className={admin.muted}>{messageText.SMS_HINT}</p>
                  {input('sms_url', { type: 'url' })}
                  {input('sms_username')}
                  {secret('sms_password')}
                  {input('sms_oauth_id')}
                  {secret('sms_oauth_secret')}
                </div>
              </Card>
              {family && <family.FamilyMessages values={values} set={set} error={save.error} />}
              {more && <more.MoreGroups input={input} secret={secret} radios={radios} />}
              <Suspense fallback={null}>
                <Brand values={values} set={set} error={save.error} />
              </Suspense>
            </div>
            {save.message && <Alert tone="danger">{save.message}</Alert>}
            {saved && (
              <Alert tone="success" part="saved">
                {saved.length === 0 ? text.NOTHING_CHANGED : `${text.SETTINGS_SAVED} ${saved.map(label).join(', ')}`}
              </Alert>
            )}
            <SaveBar dirty={dirty} errorCount={Object.keys(save.errors).length} busy={save.busy} label={text.SAVE} />
          </form>
        </LoadingOverlay>
      )}
      {shown && (
        <Suspense fallback={null}>
          <DeliveryFailures />
        </Suspense>
      )}
      {shown && (
        <Suspense fallback={null}>
          <Regions />
          <Parents />
        </Suspense>
      )}
    </div>
  );
}

/** The form's values of the settings `keys`, a table's ticks (`family_messages.receipt.sms`) with it. */
function pick(values: Values, keys: string[]): Values {
  return Object.fromEntries(
    Object.entries(values).filter(([key]) => keys.includes(key) || keys.some((table) => key.startsWith(`${table}.`))),
  );
}

/** The alternate login URL: typed after a slash that is shown and always sent. */
function SlashField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const { describedBy } = fieldIds(id, text.ALTERNATE_URL_HINT, error);
  return (
    <Field id={id} label={label} hint={text.ALTERNATE_URL_HINT} error={error}>
      <div className={css.slash}>
        <span className={css.slashMark} aria-hidden="true">
          /
        </span>
        <input
          id={id}
          name="alternate_login_url"
          part="input"
          className={control}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.currentTarget.value.replace(/^\/+/, ''))}
        />
      </div>
    </Field>
  );
}

/**
 * Asks the learning platform for the school's grades with the saved settings, as a student form
 * would: the grades, the spec's message for an empty list, or why the platform failed.
 */
function GradesTest() {
  const options = useOptions();
  const [busy, setBusy] = useState(false);
  const [grades, setGrades] = useState<string[] | null>(null);
  const [failure, setFailure] = useState('');
  async function run() {
    setBusy(true);
    setGrades(null);
    setFailure('');
    const answer = await send(availableGrades, {}, options);
    setBusy(false);
    if (answer.ok) setGrades(answer.data);
    else setFailure(answer.message || messageText.GRADES_FAILED);
  }
  return (
    <div className={admin.stack} part="grades-test">
      <div>
        <Button variant="secondary" busy={busy} onClick={() => void run()}>
          {text.TEST_GRADES}
        </Button>
      </div>
      {failure && (
        <Alert tone="danger" part="grades-result">
          {failure}
        </Alert>
      )}
      {grades !== null &&
        (grades.length === 0 ? (
          <Alert tone="warning" part="grades-result">
            {NO_GRADES}
          </Alert>
        ) : (
          <Alert tone="success" part="grades-result">
            {text.gradesFound(grades)}
          </Alert>
        ))}
    </div>
  );
}
