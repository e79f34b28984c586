import { CATALOGUES, DEFAULT_LOCALE, type TemplateName } from './catalogue';

export type MessageValues = Record<string, string | number>;

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** The language a message is written in: `locale` when the portal has it, else English. */
function language(locale: string): string {
  return CATALOGUES[locale] ? locale : DEFAULT_LOCALE;
}

function template(name: TemplateName, locale: string) {
  return CATALOGUES[language(locale)]![name];
}

function fill(text: string, values: MessageValues, escapeValue: (value: string) => string): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? escapeValue(String(values[key])) : whole));
}

const asIs = (value: string) => value;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A value in the HTML: escaped, and a web address (a link to the portal) as a link. */
function htmlValue(value: string): string {
  const escaped = escapeHtml(value);
  return /^https?:\/\/\S+$/.test(value) ? `<a href="${escaped}">${escaped}</a>` : escaped;
}

/**
 * The email: subject, plain text, and HTML whose values are escaped (a name is text, never markup)
 * and whose web addresses are links.
 */
export function renderEmail(name: TemplateName, values: MessageValues, locale = DEFAULT_LOCALE): RenderedEmail {
  const { subject, text } = template(name, locale);
  const paragraphs = text.map((line) => `<p style="margin:0 0 16px">${fill(escapeHtml(line), values, htmlValue)}</p>`);
  return {
    subject: fill(subject, values, asIs),
    text: text.map((line) => fill(line, values, asIs)).join('\n\n'),
    html: [
      `<!doctype html><html lang="${language(locale)}"><head><meta charset="utf-8"><title>${fill(escapeHtml(subject), values, escapeHtml)}</title></head>`,
      '<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2933">',
      ...paragraphs,
      '</body></html>',
    ].join(''),
  };
}

/** The text message. */
export function renderSms(name: TemplateName, values: MessageValues, locale = DEFAULT_LOCALE): string {
  return fill(template(name, locale).sms, values, asIs);
}
