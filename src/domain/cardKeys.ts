/** A card provider's key as it reads: publishable (pk_) or secret (sk_, or restricted rk_), test or live. */
export interface CardKeyShape {
  kind: 'publishable' | 'secret';
  mode: 'test' | 'live';
}

const KEY = /^(pk|sk|rk)_(test|live)_[A-Za-z0-9_]{8,}$/;

/** What a Stripe key is by its prefix, or null when it does not read as one. */
export function cardKeyShape(key: string): CardKeyShape | null {
  const match = KEY.exec(key.trim());
  if (!match) return null;
  return { kind: match[1] === 'pk' ? 'publishable' : 'secret', mode: match[2] as 'test' | 'live' };
}

/** Whether a secret key takes real money: a live one. */
export function isLiveKey(key: string): boolean {
  return cardKeyShape(key)?.mode === 'live';
}

export { CARD_KEY_ERRORS } from './cardKeysTexts';
