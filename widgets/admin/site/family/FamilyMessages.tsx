import { useId } from 'react';
import { FAMILY_MESSAGE_KINDS, MESSAGE_CHANNELS, type MessageChannel } from '../../../../src/api/settings';
import { Card } from '../../../../src/ui/Card';
import { box } from '../../../../src/ui/Choice.css';
import { FieldError } from '../../../../src/ui/FieldError';
import { TextField } from '../../../../src/ui/TextField';
import * as admin from '../../Admin.css';
import * as css from './FamilyMessages.css';
import * as text from './texts';

export { FAMILY_LABELS } from './texts';

type Values = Record<string, string | boolean>;

export interface FamilyMessagesProps {
  /** The site configuration form's values: a tick per kind and channel (`family_messages.receipt.sms`). */
  values: Values;
  set: (key: string, value: string | boolean) => void;
  /** The server's refusal of a field, from the last save. */
  error: (key: string) => string | undefined;
}

const CHANNEL_NAMES: Record<MessageChannel, string> = { email: text.BY_EMAIL, sms: text.BY_SMS };

/**
 * The messages Soma sends families (docs/behaviour.md, Messages to families): a tick for each kind
 * by email and by SMS, and the days before a renewal or a trial's end its reminder goes. Saved
 * with the other settings. Each tick is named by its row and its column. @public SiteConfig
 * fetches it, with its labels, once the page has shown.
 */
export function FamilyMessages({ values, set, error }: FamilyMessagesProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const tableError =
    error('family_messages') ??
    FAMILY_MESSAGE_KINDS.flatMap((kind) => [kind, ...MESSAGE_CHANNELS.map((channel) => `${kind}.${channel}`)])
      .map((key) => error(`family_messages.${key}`))
      .find(Boolean);
  return (
    <Card title={text.FAMILY_MESSAGES} level={3} part="group-family-messages">
      <div className={admin.stack}>
        <p className={admin.muted}>{text.FAMILY_MESSAGES_HINT}</p>
        <table className={css.table} part="family-messages">
          <thead>
            <tr>
              <th scope="col">{text.MESSAGE}</th>
              {MESSAGE_CHANNELS.map((channel) => (
                <th scope="col" key={channel} id={`${id}-${channel}`} className={css.channel}>
                  {CHANNEL_NAMES[channel]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {FAMILY_MESSAGE_KINDS.map((kind) => (
              <tr key={kind} part="family-message">
                <th scope="row" id={`${id}-${kind}`}>
                  {text.KINDS[kind]}
                </th>
                {MESSAGE_CHANNELS.map((channel) => {
                  const key = `family_messages.${kind}.${channel}`;
                  return (
                    <td key={channel} className={css.channel}>
                      <input
                        type="checkbox"
                        className={box}
                        name={key}
                        checked={values[key] === true}
                        aria-labelledby={`${id}-${kind} ${id}-${channel}`}
                        aria-invalid={tableError ? true : undefined}
                        aria-describedby={tableError ? errorId : undefined}
                        onChange={(event) => set(key, event.currentTarget.checked)}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <FieldError id={errorId}>{tableError}</FieldError>
        <TextField
          label={text.REMINDER_DAYS}
          name="reminder_days"
          inputMode="numeric"
          value={String(values.reminder_days ?? '')}
          hint={text.REMINDER_DAYS_HINT}
          error={error('reminder_days')}
          onChange={(event) => set('reminder_days', event.currentTarget.value)}
        />
      </div>
    </Card>
  );
}
