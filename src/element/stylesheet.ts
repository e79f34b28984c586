/**
 * The whole extracted stylesheet. The build replaces the placeholder with the CSS text of every
 * `.css.ts` file, so shadow roots adopt one constructable stylesheet, created once per page.
 */
const cssText = '__SOMA_STYLESHEET__';

let sheet: CSSStyleSheet | undefined;

export function stylesheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
  }
  return sheet;
}
