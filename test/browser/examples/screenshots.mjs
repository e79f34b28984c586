// Tries the school example as a new user would, in Chromium against the run command's server:
// checks the Content-Security-Policy header, records any violation, signs in as the demo parent
// and the demo student, and saves screenshots at 1280 and 375 px wide under .screenshots/.
//   npm run build && node test/browser/examples/screenshots.mjs
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { ensureChromium } from '../../../scripts/chromium.mjs';
import { tsImport } from 'tsx/esm/api';
import { startPortal } from './portal.mjs';

const OUT = '.screenshots';
const WIDTHS = [1280, 375];
const { EXAMPLES_CSP } = await tsImport('../../../server/http/static.ts', import.meta.url);

mkdirSync(OUT, { recursive: true });
const portal = await startPortal();
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const problems = [];

async function newPage(width) {
  const page = await browser.newPage({ viewport: { width, height: width > 800 ? 900 : 800 } });
  await page.addInitScript(() => {
    window.violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // Refused logins answer 422 on purpose; any other failed request is a problem.
  page.on('response', (r) => r.status() >= 400 && r.status() !== 422 && problems.push(`${r.status()} ${r.url()}`));
  page.on(
    'console',
    (m) =>
      m.type() === 'error' && !m.text().startsWith('Failed to load resource') && problems.push(`console: ${m.text()}`),
  );
  return page;
}

/** Waits for an element's form inside its shadow root. */
const ready = (page, tag) =>
  page.waitForFunction((t) => document.querySelector(t)?.shadowRoot?.querySelector('form'), tag);

async function shoot(page, name) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: true });
  console.log(`saved ${OUT}/${name}.png`);
}

async function checkViolations(page, where) {
  const violations = await page.evaluate(() => window.violations);
  if (violations.length) problems.push(`${where}: ${violations.join(', ')}`);
}

/** Saves a sidebar for one login page through the API, as the administrator would. */
async function customize(token, values) {
  const response = await fetch(`${portal.url}/api/customizations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      hide_sidebar: false,
      sidebar_lines: [],
      sidebar_footer_url: '',
      sidebar_footer: '',
      ...values,
    }),
  });
  if (!response.ok) throw new Error(`customization failed: ${response.status} ${await response.text()}`);
}

try {
  const site = `${portal.url}/examples/school-site/`;
  const header = (await fetch(site)).headers.get('content-security-policy');
  if (header !== EXAMPLES_CSP) problems.push(`the example's policy header is ${header}`);

  for (const width of WIDTHS) {
    const page = await newPage(width);
    await page.goto(site);
    await ready(page, 'soma-login');
    await ready(page, 'soma-student-login');
    await shoot(page, `school-site-${width}`);
    await checkViolations(page, `school site at ${width}px`);
    await page.close();
  }

  // The administrator customises both sidebars, as a school would on the portal.
  const [adminLogin, adminPassword] = portal.admin;
  const answer = await fetch(`${portal.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: adminLogin, password: adminPassword }),
  });
  const { access_token: adminToken } = await answer.json();
  await customize(adminToken, {
    config_key: 'standard',
    sidebar_title: 'Welcome, families',
    sidebar_lines: [
      { type: 'text', value: 'Follow your children’s lessons, manage their logins and your plan.' },
      { type: 'text', value: 'New this term: science practicals for Grades 4 to 6.' },
    ],
    sidebar_footer: 'Help for parents',
    sidebar_footer_url: '/examples/school-site/',
  });
  await customize(adminToken, {
    config_key: 'student',
    sidebar_title: 'Hello, learners!',
    sidebar_lines: [{ type: 'text', value: 'Ask your parent for your login.' }],
  });

  for (const width of WIDTHS) {
    const page = await newPage(width);
    await page.goto(site);
    await ready(page, 'soma-login');
    await page.waitForFunction(() => document.querySelector('soma-login').shadowRoot.querySelector('[part="sidebar"]'));
    await shoot(page, `school-site-sidebar-${width}`);

    // A wrong password first, then the demo parent.
    const login = page.locator('soma-login');
    await login.getByLabel('Email or Phone Number').fill(portal.parent[0]);
    await login.getByLabel('Password').fill('not-the-password');
    await login.getByRole('button', { name: 'Login' }).click();
    await login.locator('[part="message"]').waitFor();
    await shoot(page, `school-site-error-${width}`);
    await login.getByLabel('Password').fill(portal.parent[1]);
    await login.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/home');
    await page.getByText('Signed in as').waitFor();
    await shoot(page, `portal-home-${width}`);
    await page.close();
  }

  // The demo student: from the school's page to the portal's /learn page.
  {
    const page = await newPage(1280);
    await page.goto(site);
    await ready(page, 'soma-student-login');
    const student = page.locator('soma-student-login');
    await student.getByLabel('Login').fill(portal.student[0]);
    await student.getByLabel('Password').fill(portal.student[1]);
    await student.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/learn');
    await page.getByText('Signed in as').waitFor();
    await shoot(page, 'portal-learn-1280');
    await page.close();
  }

  // The portal's own logged-out pages.
  for (const width of WIDTHS) {
    for (const [name, path] of [
      ['login', '/'],
      ['forgot-password-1', '/forgot-password/1'],
      ['student', '/student'],
    ]) {
      const page = await newPage(width);
      await page.goto(`${portal.url}${path}`);
      await page.waitForFunction(() =>
        document.querySelector('soma-login, soma-student-login')?.shadowRoot?.querySelector('form'),
      );
      await shoot(page, `portal-${name}-${width}`);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await portal.stop();
}

if (problems.length) {
  console.error(`problems:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('no policy violation, no page error');
