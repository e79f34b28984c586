import {
  FAMILY_MESSAGE_KINDS,
  MESSAGE_CHANNELS,
  REMINDER_DAYS_RANGE,
  type FamilyMessageKind,
  type FamilyMessages,
  type MessageChannel,
} from '../../src/api/settings';

/*
 * The settings of the messages to families (docs/behaviour.md, Messages to families): which kinds
 * go by email and by SMS (`family_messages`, every switch on unless turned off), and how many days
 * before a renewal or a trial's end the reminder goes (`reminder_days`).
 */

export const DEFAULT_REMINDER_DAYS = 3;

/** Every kind's channels as the stored value says them; a switch not stored as false is on. */
export function familyMessages(stored: unknown): FamilyMessages {
  const kinds = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const result = {} as FamilyMessages;
  for (const kind of FAMILY_MESSAGE_KINDS) {
    const channels = (kinds[kind] && typeof kinds[kind] === 'object' ? kinds[kind] : {}) as Record<string, unknown>;
    result[kind] = { email: channels.email !== false, sms: channels.sms !== false };
  }
  return result;
}

/** The days before a renewal its reminder goes, as stored, within the bounds. */
export function reminderDays(stored: unknown): number {
  const [least, most] = REMINDER_DAYS_RANGE;
  return typeof stored === 'number' && Number.isInteger(stored) && stored >= least && stored <= most
    ? stored
    : DEFAULT_REMINDER_DAYS;
}

/** Whether `kind` goes on `channel` by these settings. */
export function switchedOn(values: Record<string, unknown>, kind: FamilyMessageKind, channel: MessageChannel): boolean {
  return familyMessages(values.family_messages)[kind][channel];
}

/** Whether `kind` goes on any channel. */
export function anyChannel(values: Record<string, unknown>, kind: FamilyMessageKind): boolean {
  return MESSAGE_CHANNELS.some((channel) => switchedOn(values, kind, channel));
}

/**
 * `POST /settings` with `family_messages`: the switches given (the contract has checked them)
 * over the stored ones, so that a change of one switch leaves the others as they are.
 */
export function mergeFamilyMessages(given: unknown, stored: unknown): FamilyMessages {
  const next = familyMessages(stored);
  const changes = (given ?? {}) as Partial<Record<FamilyMessageKind, Partial<Record<MessageChannel, boolean>>>>;
  for (const kind of FAMILY_MESSAGE_KINDS) {
    for (const channel of MESSAGE_CHANNELS) {
      const value = changes[kind]?.[channel];
      if (typeof value === 'boolean') next[kind][channel] = value;
    }
  }
  return next;
}

/**
 * Settings as the audit trail records them: each switch of `family_messages` on its own line
 * (`family_messages.receipt.sms: true → false`) rather than the whole table twice.
 */
export function auditableSettings(values: Record<string, unknown>): Record<string, unknown> {
  if (!('family_messages' in values)) return values;
  const { family_messages: stored, ...rest } = values;
  const switches = familyMessages(stored);
  const flat: Record<string, unknown> = { ...rest };
  for (const kind of FAMILY_MESSAGE_KINDS) {
    for (const channel of MESSAGE_CHANNELS) flat[`family_messages.${kind}.${channel}`] = switches[kind][channel];
  }
  return flat;
}
