import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { importGraph, violations, type Edge } from './imports';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

describe('layers: each folder imports only the layers below it', () => {
  it('no file of src/, widgets/, host/ or server/ imports against the layer order, and no two folders import each other', () => {
    const edges = importGraph(ROOT, ['src', 'widgets', 'host', 'server']);
    assert.ok(edges.length > 1000, `read ${edges.length} imports`);
    const found = violations(edges).map(({ rule, from, to }) => `${from} -> ${to}: ${rule}`);
    assert.deepEqual(found, []);
  });

  it('has no cycle of code between folders of src/ or server/', () => {
    const folder = (path: string) =>
      path
        .split('/')
        .slice(0, 2)
        .join('/')
        .replace(/\.tsx?$/, '');
    const next = new Map<string, Set<string>>();
    for (const { from, to, typeOnly } of importGraph(ROOT, ['src', 'server'])) {
      if (typeOnly || !/^(src|server)\//.test(to) || folder(from) === folder(to)) continue;
      (next.get(folder(from)) ?? next.set(folder(from), new Set()).get(folder(from))!).add(folder(to));
    }
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (node: string, path: string[]) => {
      if (state.get(node) === 'done') return;
      if (state.get(node) === 'open') return void cycles.push([...path.slice(path.indexOf(node)), node].join(' -> '));
      state.set(node, 'open');
      for (const to of next.get(node) ?? []) visit(to, [...path, node]);
      state.set(node, 'done');
    };
    for (const node of next.keys()) visit(node, []);
    assert.deepEqual(cycles, []);
  });

  it('reads static, type-only, re-exported and dynamic imports', () => {
    const edges = importGraph(ROOT, ['src']);
    const has = (from: string, to: string) => edges.some((edge) => edge.from === from && edge.to === to);
    assert.ok(has('src/start.ts', 'widgets/elements.ts'), 'a static import');
    assert.ok(has('src/index.ts', 'src/config.ts'), 'an import and a type re-export');
    const registry = importGraph(ROOT, ['widgets']);
    assert.ok(
      registry.some((edge) => edge.from === 'widgets/elements.ts' && edge.to === 'widgets/login/element.ts'),
      'a dynamic import',
    );
    assert.ok(has('src/client/request.ts', 'ofetch'), 'a package, by its name');
    const typeOnly = (from: string, to: string) => edges.find((edge) => edge.from === from && edge.to === to)?.typeOnly;
    assert.equal(typeOnly('src/client/request.ts', 'src/api/define.ts'), true, 'import type');
    assert.equal(typeOnly('src/client/request.ts', 'src/client/body.ts'), false, 'a value import');
  });

  describe('the checker fails each backward import', () => {
    const cases: Array<[string, Edge]> = [
      ['the loader importing an element', { from: 'src/loader.ts', to: 'widgets/login/element.ts' }],
      ['the client reading the session store', { from: 'src/client/request.ts', to: 'src/stores/session.ts' }],
      ['a business rule importing the client', { from: 'src/domain/planGate.ts', to: 'src/client/request.ts' }],
      ['a business rule running code of the contract', { from: 'src/domain/planGate.ts', to: 'src/api/structs.ts' }],
      [
        'a business rule importing types of the client',
        { from: 'src/domain/planGate.ts', to: 'src/client/result.ts', typeOnly: true },
      ],
      ['a business rule doing I/O through a library', { from: 'src/domain/planGate.ts', to: 'ofetch' }],
      ['the contract importing a store', { from: 'src/api/shop.ts', to: 'src/stores/app.ts' }],
      ['the contract importing another library', { from: 'src/api/shop.ts', to: 'zod' }],
      ['a store importing the UI kit', { from: 'src/stores/students.ts', to: 'src/ui/Button.tsx' }],
      ['a store importing an element', { from: 'src/stores/students.ts', to: 'widgets/account/texts.ts' }],
      ['the core importing the portal', { from: 'src/element.ts', to: 'host/routes.ts' }],
      ['the start importing an element past the registry', { from: 'src/start.ts', to: 'widgets/login/element.ts' }],
      [
        "an element importing another element's folder",
        { from: 'widgets/account/Account.tsx', to: 'widgets/plan-shop/texts.ts' },
      ],
      ['the portal importing an element', { from: 'host/pageTitle.ts', to: 'widgets/account/home/texts.ts' }],
      ['a route importing a repository', { from: 'server/routes/students.ts', to: 'server/repositories/students.ts' }],
      ['a route importing the database', { from: 'server/routes/regions.ts', to: 'server/db/schema.ts' }],
      ['a service seeing HTTP', { from: 'server/services/students.ts', to: 'fastify' }],
      ['a service importing the HTTP layer', { from: 'server/services/students.ts', to: 'server/http/route.ts' }],
      [
        'a repository calling a service',
        { from: 'server/repositories/students.ts', to: 'server/services/students.ts' },
      ],
      ['the server importing the stores', { from: 'server/services/shop.ts', to: 'src/stores/session.ts' }],
      ['the server importing an element', { from: 'server/routes/shop.ts', to: 'widgets/plan-shop/texts.ts' }],
      ['a service importing a route', { from: 'server/services/students.ts', to: 'server/routes/students.ts' }],
      ['a provider calling a service', { from: 'server/providers/sandbox-card.ts', to: 'server/services/orders.ts' }],
      [
        'the realtime server running a provider',
        { from: 'server/realtime/access.ts', to: 'server/providers/broadcaster.ts' },
      ],
      ['a repository importing a provider', { from: 'server/repositories/orders.ts', to: 'server/providers/card.ts' }],
      ['the database importing a repository', { from: 'server/db/seed.ts', to: 'server/repositories/users.ts' }],
      ['the HTTP layer importing a route', { from: 'server/http/route.ts', to: 'server/routes/students.ts' }],
      ['a job importing the HTTP layer', { from: 'server/jobs/renewals.ts', to: 'server/http/route.ts' }],
      ['the UI kit importing the payment steps', { from: 'src/ui/Button.tsx', to: 'src/payments/PaymentCard.tsx' }],
      ['the client importing live updates', { from: 'src/client/request.ts', to: 'src/realtime/live.ts' }],
      ['live updates importing the element base', { from: 'src/realtime/live.ts', to: 'src/element/routing.tsx' }],
      [
        'the login frame importing the hand-over',
        { from: 'src/loginLayout/Sidebar.tsx', to: 'src/handoff/handover.ts' },
      ],
    ];
    for (const [name, edge] of cases) {
      it(name, () => assert.equal(violations([edge]).length > 0, true, `${edge.from} -> ${edge.to}`));
    }
  });

  it('lets the allowed directions through', () => {
    const allowed: Edge[] = [
      { from: 'src/start.ts', to: 'widgets/elements.ts' },
      { from: 'src/client/request.ts', to: 'src/api/define.ts' },
      { from: 'src/client/url.ts', to: 'src/config.ts' },
      { from: 'src/stores/session.ts', to: 'src/client/configure.ts' },
      { from: 'src/api/shop.ts', to: 'superstruct' },
      { from: 'src/domain/types.ts', to: 'src/api/errors.ts', typeOnly: true },
      { from: 'widgets/account/Account.tsx', to: 'widgets/account/home/Home.tsx' },
      { from: 'widgets/account/Account.tsx', to: 'src/ui/Button.tsx' },
      { from: 'host/Shell.tsx', to: 'src/domain/titles.ts' },
      { from: 'server/routes/students.ts', to: 'server/services/students.ts' },
      { from: 'server/routes/students.ts', to: 'src/api/students.ts' },
      { from: 'server/services/students.ts', to: 'server/repositories/students.ts' },
      { from: 'server/services/students.ts', to: 'src/domain/studentLimit.ts' },
      { from: 'server/providers/broadcaster-builtin.ts', to: 'server/realtime/hub.ts' },
      { from: 'server/realtime/access.ts', to: 'server/http/auth.ts', typeOnly: true },
      { from: 'server/jobs/renewals.ts', to: 'server/services/renewals.ts' },
      { from: 'src/payments/PaymentCard.tsx', to: 'src/realtime/live.ts' },
    ];
    assert.deepEqual(violations(allowed), []);
  });
});
