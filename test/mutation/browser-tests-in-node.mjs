// Lets the SDK's pure tests (test/browser/domain) run under node's test runner for mutation
// testing: mocha's globals come from node:test, and '@open-wc/testing' resolves to chai's expect.
// Only tests that touch no DOM are run this way (test/mutation/groups.mjs lists them).
import { register } from 'node:module';
import * as nodeTest from 'node:test';

globalThis.describe = nodeTest.describe;
globalThis.it = nodeTest.it;
globalThis.before = nodeTest.before;
globalThis.after = nodeTest.after;
globalThis.beforeEach = nodeTest.beforeEach;
globalThis.afterEach = nodeTest.afterEach;

register('./open-wc-as-chai.mjs', import.meta.url);
