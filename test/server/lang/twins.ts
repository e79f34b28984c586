import { pathToFileURL } from 'node:url';

/**
 * The Kiswahili twin of a texts module (docs/languages.md), typed as its English module: `path` is
 * the English module's from the repository's root. Loaded by its file, as the Kiswahili build
 * puts it in place of the English one, so that no module names a twin in an import.
 */
export async function kiswahiliOf<T>(path: string): Promise<T> {
  const twin = new URL(`../../../${path.replace(/\.ts$/, '.sw.ts')}`, import.meta.url);
  return (await import(pathToFileURL(twin.pathname).href)) as T;
}
