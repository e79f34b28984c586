import type { FieldErrors } from '../../client/result';
import type { CardErrors } from '../../domain/cardForm';
import type { CardPart } from '../types';

const PARTS: Record<string, CardPart> = {
  name: 'name',
  number: 'number',
  exp_month: 'expiry',
  exp_year: 'expiry',
  cvc: 'cvc',
};

/** The sandbox endpoint's field errors, placed under the part of the form they concern. */
export function partErrors(errors: FieldErrors): CardErrors {
  const out: CardErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const part = PARTS[field];
    if (part && messages[0] && !out[part]) out[part] = messages[0];
  }
  return out;
}
