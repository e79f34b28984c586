/** M-Pesa numbers as Daraja takes them: 2547XXXXXXXX or 2541XXXXXXXX. */

/** Accepts 07..., 01..., +2547..., 2547..., 7... (spaces and dashes ignored); null for anything else. */
export function normalizeMpesaPhone(raw: string): string | null {
  const digits = raw.trim().replace(/[\s\-().]/g, '');
  const match = /^(?:\+?254|0)?([71][0-9]{8})$/.exec(digits);
  return match ? `254${match[1]}` : null;
}

/** What a receipt shows: 254712345678 becomes 2547****5678. */
export function maskPhone(phone: string): string {
  if (phone.length < 9) return '****';
  return `${phone.slice(0, 4)}****${phone.slice(-4)}`;
}
