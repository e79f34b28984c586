// Loaded before every browser test file, it keeps a failing or leaving test from stalling the
// whole run:
// - an element that leaves for another page records the URL here instead of unloading the page;
// - a failed assertion about a DOM node reports the node's markup: the runner sends a failure's
//   `actual` and `expected` over its socket, and a live node there never arrives.
import { setPageLoader } from '../../../src/handoff/leave';

const loads: string[] = [];
setPageLoader((url) => {
  loads.push(url);
});

/** The pages the SDK tried to load since this page opened, oldest first. */
export function pageLoads(): readonly string[] {
  return loads;
}

/** A value the runner can send: DOM nodes (also inside arrays) become their markup. */
export function sendable(value: unknown): unknown {
  if (typeof Node !== 'undefined' && value instanceof Node) {
    return value instanceof Element ? value.outerHTML : `${value.nodeName} ${value.textContent ?? ''}`;
  }
  if (Array.isArray(value)) return value.map(sendable);
  return value;
}

interface Failure {
  actual?: unknown;
  expected?: unknown;
}

function scrub(suite: Mocha.Suite): void {
  for (const test of suite.tests) {
    const err = (test as Mocha.Test & { err?: Failure }).err;
    if (!err) continue;
    if ('actual' in err) err.actual = sendable(err.actual);
    if ('expected' in err) err.expected = sendable(err.expected);
  }
  for (const child of suite.suites) scrub(child);
}

// Root hooks: they run for every test of the file, and once at its very end.
if (typeof afterEach === 'function') {
  afterEach(function () {
    if (this.currentTest?.parent) scrub(this.currentTest.parent);
  });
  after(function () {
    let root = this.test?.parent;
    while (root?.parent) root = root.parent;
    if (root) scrub(root);
  });
}
