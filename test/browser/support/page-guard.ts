// Loaded before every browser test file: an element that leaves for another page records the
// URL here instead of unloading the test page, whose run would otherwise never finish.
import { setPageLoader } from '../../../src/portal/leave';

const loads: string[] = [];
setPageLoader((url) => {
  loads.push(url);
});

/** The pages the SDK tried to load since this page opened, oldest first. */
export function pageLoads(): readonly string[] {
  return loads;
}
