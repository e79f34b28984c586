// chai's expect, as '@open-wc/testing' exports it to the browser tests.
export { expect } from '@esm-bundle/chai/esm/chai.js';
