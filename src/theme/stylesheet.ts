/**
 * The one constructable stylesheet every shadow root adopts. It holds only the styles of the code
 * on the page: the build turns each `.css.ts` file's CSS into an `addStyles` call that runs when
 * its chunk does, so the login box carries the shared base and its own styles, and an element or
 * page fetched later adds its own then. Adopted sheets are not inline styles: a strict
 * Content-Security-Policy allows them.
 */
const parts: string[] = [];
let sheet: CSSStyleSheet | undefined;
let pending = false;

function flush(): void {
  pending = false;
  sheet?.replaceSync(parts.join('\n'));
}

/**
 * Adds a module's CSS, in the order the modules run (the order vanilla-extract would write them).
 * The site's brand comes this way too, each time `GET /app` answers: whole, so the last one wins.
 */
export function addStyles(css: string): void {
  if (!css) return;
  parts.push(css);
  // A chunk adds many modules' CSS at once: the sheet is rebuilt once, after the chunk has run.
  if (sheet && !pending) {
    pending = true;
    queueMicrotask(flush);
  }
}

export function stylesheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    flush();
  } else if (pending) {
    flush();
  }
  return sheet;
}
