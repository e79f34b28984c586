// The partner's page does not jump when the plan shop arrives: the page's cumulative layout shift
// (every 'layout-shift' entry not caused by input, summed, as a PerformanceObserver sees them from
// the first paint) stays under 0.1, the threshold of a good page, on desktop, tablet and phone
// screens, and the footer never moves. The shop's space is kept from the first paint
// (examples/partner-site/site.css); without it the footer jumps as the shop loads.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { closeBoth, shopOf, startBoth } from './harness.mjs';

const GOOD_CLS = 0.1;

let portal;
let browser;

before(async () => ({ portal, browser } = await startBoth()));
after(() => closeBoth({ portal, browser }));

/** Opens the page in a fresh profile and answers its layout shifts once the shop shows its plans and settles. */
async function layoutShifts(url, width, height) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  try {
    await page.addInitScript(() => {
      window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.hadRecentInput) continue;
          window.__shifts.push({
            value: entry.value,
            sources: (entry.sources ?? []).map((source) =>
              source.node instanceof Element ? `${source.node.localName}.${source.node.className}` : '?',
            ),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url);
    await shopOf(page).locator('[part="plan"]').first().waitFor({ timeout: 20_000 });
    // Fonts, the footer and anything the shop draws after its first plans.
    await page.waitForTimeout(1500);
    const shifts = await page.evaluate(() => window.__shifts);
    return { cls: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
  } finally {
    await context.close();
  }
}

describe('layout shift on the partner site', () => {
  for (const [width, height] of [
    [1280, 900],
    [1024, 768],
    [412, 915],
    [375, 760],
  ]) {
    it(`stays under ${GOOD_CLS} at ${width}×${height} px while the plan shop loads, the footer still`, async () => {
      const { cls, shifts } = await layoutShifts(`${portal.url}/examples/partner-site/`, width, height);
      console.log(`partner site at ${width}×${height} px: CLS ${cls.toFixed(3)} (${shifts.length} shifts)`);
      assert.ok(cls < GOOD_CLS, `CLS ${cls.toFixed(3)}: ${JSON.stringify(shifts)}`);
      const footer = shifts.filter((shift) => shift.sources.some((source) => source.startsWith('footer.')));
      assert.deepEqual(footer, [], 'the footer moved');
    });
  }
});
