// Resolve hook: '@open-wc/testing' becomes test/mutation/expect.mjs (chai's expect, no DOM).
export async function resolve(specifier, context, next) {
  if (specifier === '@open-wc/testing')
    return { url: new URL('./expect.mjs', import.meta.url).href, shortCircuit: true };
  return next(specifier, context);
}
