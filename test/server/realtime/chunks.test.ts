import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rollup, type OutputChunk } from 'rollup';

/*
 * The product build (rollup.config.mjs, with a probe entry standing for a widget that turns live
 * updates on): pusher-js and laravel-echo must be chunks reached only through dynamic imports,
 * never in the core chunk, the loader's or the login box's static imports.
 */
describe('realtime in the product build', () => {
  it('keeps pusher-js and laravel-echo in chunks of their own, loaded only on demand', async () => {
    // @ts-expect-error: the build config is plain JavaScript.
    const built = await import('../../../rollup.config.mjs');
    // The English build, the first of the languages' builds.
    const [config] = built.default;
    const { entries } = built;
    const build = await rollup({
      ...config,
      input: {
        soma: entries.soma,
        login: entries.login,
        account: entries.account,
        'realtime-probe': 'src/realtime/index.ts',
      },
      // Generated in memory: without minifying, and without the plugin that empties dist/ at the
      // start of a real build (the journeys that run after the server tests serve dist/).
      plugins: config.plugins.filter(
        (plugin: { name?: string }) => plugin?.name !== 'terser' && plugin?.name !== 'soma-clean-dist',
      ),
      onwarn: () => {},
    });
    try {
      const { output } = await build.generate(config.output);
      const chunks = output.filter((file): file is OutputChunk => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const holding = (library: string) =>
        chunks.filter((chunk) => Object.keys(chunk.modules).some((id) => id.includes(`/node_modules/${library}/`)));
      const staticClosure = (chunk: OutputChunk, seen = new Set<string>()): Set<string> => {
        if (seen.has(chunk.fileName)) return seen;
        seen.add(chunk.fileName);
        for (const name of chunk.imports) {
          const imported = byName.get(name);
          if (imported) staticClosure(imported, seen);
        }
        return seen;
      };

      for (const library of ['pusher-js', 'laravel-echo']) {
        const homes = holding(library);
        assert.equal(homes.length, 1, `${library} is in exactly one chunk`);
        const home = homes[0]!;
        assert.ok(!home.isEntry, `${library} is not an entry`);
        assert.ok(
          !Object.keys(home.modules).some((id) => id.includes('/src/')),
          `${library}'s chunk holds no SDK code`,
        );
        assert.ok(
          chunks.some((chunk) => chunk.dynamicImports.includes(home.fileName)),
          `${library} is imported dynamically`,
        );
        for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
          assert.ok(!staticClosure(entry).has(home.fileName), `${entry.name} does not load ${library} up front`);
        }
      }
      const core = chunks.find((chunk) => chunk.name === 'core');
      assert.ok(core, 'there is a core chunk');
      assert.ok(!Object.keys(core.modules).some((id) => /node_modules\/(pusher-js|laravel-echo)\//.test(id)));
    } finally {
      await build.close();
    }
  });
});
