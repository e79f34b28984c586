import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../src/ui/Button';
import { Card } from '../../../src/ui/Card';
import { TextField } from '../../../src/ui/TextField';
import * as admin from '../Admin.css';
import type { SecretKey } from './fields';
import * as text from './moreTexts';

export { LABELS } from './moreTexts';

/** The field makers of the settings form, so that these groups read and write its state. */
export interface FieldMakers {
  input: (
    key: string,
    props?: { hint?: ReactNode; type?: 'text' | 'url'; label?: string; inputMode?: 'numeric' },
  ) => ReactNode;
  secret: (key: SecretKey, label?: string) => ReactNode;
  radios: (key: string, options: { value: string; label: string }[], legend?: string) => ReactNode;
}

/** The URL Stripe sends its events to, to copy into Stripe's dashboard; the server sets it. @public */
export function WebhookUrl({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  const statusId = useId();
  return (
    <div className={admin.stack} part="webhook-url">
      <TextField
        label={text.WEBHOOK_URL}
        value={url}
        readOnly
        hint={text.WEBHOOK_HINT}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div>
        <Button
          variant="secondary"
          aria-describedby={statusId}
          onClick={() =>
            void navigator.clipboard?.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {text.COPY}
        </Button>{' '}
        <span id={statusId} role="status">
          {copied ? text.COPIED : ''}
        </span>
      </div>
    </div>
  );
}

/** Allowed origins, M-Pesa through Daraja and the free trial: the groups that come after the page has shown. @public */
export function MoreGroups({ input, secret, radios }: FieldMakers) {
  return (
    <>
      <Card title={text.ORIGINS} level={3} part="group-origins">
        <div className={admin.stack}>{input('cors_origins', { label: text.CORS_ORIGINS, hint: text.CORS_HINT })}</div>
      </Card>
      <Card title={text.MPESA} level={3} part="group-mpesa">
        <div className={admin.stack}>
          <p className={admin.muted}>{text.MPESA_HINT}</p>
          {input('mpesa_consumer_key', { label: text.MPESA_CONSUMER_KEY })}
          {secret('mpesa_consumer_secret', text.MPESA_CONSUMER_SECRET)}
          {input('mpesa_shortcode', { label: text.MPESA_SHORTCODE, inputMode: 'numeric' })}
          {secret('mpesa_passkey', text.MPESA_PASSKEY)}
          {radios('mpesa_environment', text.MPESA_ENVIRONMENTS, text.MPESA_ENVIRONMENT)}
        </div>
      </Card>
      <Card title={text.TRIAL} level={3} part="group-trial">
        <div className={admin.stack}>
          <p className={admin.muted}>{text.TRIAL_HINT}</p>
          {input('trial_days', { label: text.TRIAL_DAYS, inputMode: 'numeric' })}
          {input('trial_students', { label: text.TRIAL_STUDENTS, inputMode: 'numeric' })}
        </div>
      </Card>
    </>
  );
}
