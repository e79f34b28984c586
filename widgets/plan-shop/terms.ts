/** The terms and conditions of docs/behaviour.md, Who it is for, shown in the checkout's Terms dialog. */
export const TERMS: readonly string[] = [
  'Plans are priced per student: you pay a fee for each student on your plan.',
  'Your price stays the same for as long as your account does not lapse.',
  'Accounts may not be shared.',
  'Only the master account may buy plans and give students access.',
  'Additional content may be bought monthly.',
  'The product is not accredited.',
  'These terms are governed by the laws of the Province of Ontario.',
  "Changes to these terms need 30 days notice: 30 calendar days notice when the terms are replaced after a merger, and a month's notice for major changes.",
];
