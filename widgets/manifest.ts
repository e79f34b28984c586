/**
 * What each Soma element offers an embedding page: attributes, its property and events. The build
 * turns it into `custom-elements.json` and the React 19 JSX types, adding the `part` names and the
 * `--soma-*` custom properties it reads from the elements' source (scripts/element-parts.mjs);
 * tests keep it true to the elements (test/browser/element/manifest.test.ts,
 * test/server/architecture/manifest.test.ts).
 */
export interface Attribute {
  name: string;
  type: string;
  description: string;
}

export interface ElementInfo {
  tag: string;
  className: string;
  /** The element's folder under widgets/ (the elements' folders). */
  folder: string;
  module: string;
  description: string;
  attributes: Attribute[];
  events: { name: string; description: string }[];
}

export const commonAttributes: Attribute[] = [
  { name: 'api', type: 'string', description: 'API base URL; default the same origin `/api`.' },
  { name: 'portal', type: 'string', description: "The hosted portal's URL, for handoffs from an embedded element." },
  { name: 'locale', type: 'string', description: 'BCP 47 locale for numbers and dates.' },
  {
    name: 'routing',
    type: "'path' | 'hash' | 'memory'",
    description: 'How the element routes: the page path (the host), the hash, or in memory (default).',
  },
  { name: 'base', type: 'string', description: 'Base path for `path` routing.' },
  { name: 'start', type: 'string', description: 'Start location for `memory` routing.' },
];

/** The public properties every element has (src/element.ts). */
export const members: { name: string; type: string; description: string }[] = [
  {
    name: 'props',
    type: 'Record<string, string | undefined>',
    description: 'The attributes the element observes, as camelCase props; an absent attribute is undefined.',
  },
];

const navigate = {
  name: 'soma-navigate',
  description: 'The element asks the page to go somewhere outside it; detail `{ to }`. Cancelable.',
};

export const elements: ElementInfo[] = [
  {
    tag: 'soma-login',
    folder: 'login',
    className: 'SomaLogin',
    module: 'dist/login.js',
    description:
      'Account holder login with the login sidebar, the Free Trial badge, password recovery and trial sign-up.',
    attributes: [],
    events: [
      {
        name: 'soma-login',
        description:
          'A user signed in; detail `{ adm, to }`, `to` being where the element is about to go: /home, /customize, or the portal on another origin (which then receives a single-use login token). Cancelable: the element stays and the page handles the session itself.',
      },
      navigate,
    ],
  },
  {
    tag: 'soma-student-login',
    folder: 'student-login',
    className: 'SomaStudentLogin',
    module: 'dist/student-login.js',
    description: 'Student login; sends the student to the learning app.',
    attributes: [],
    events: [
      {
        name: 'soma-student-login',
        description:
          'A student signed in; detail `{ login_url }`. Cancelable: the browser then stays instead of following the link.',
      },
    ],
  },
  {
    tag: 'soma-plan-shop',
    folder: 'plan-shop',
    className: 'SomaPlanShop',
    module: 'dist/plan-shop.js',
    description: 'Plan list and checkout wizard: purchase, upgrade, or sign-up with payment.',
    attributes: [
      {
        name: 'return-to',
        type: 'string',
        description: 'Where a plan change returns to (the path of a portal page); default `/account`.',
      },
    ],
    events: [
      {
        name: 'soma-checkout-complete',
        description:
          "A checkout finished; detail `{ kind, order }`, `kind` being 'purchase', 'upgrade' or 'signup' (the new account is then signed in).",
      },
      {
        name: 'soma-navigate',
        description:
          'The element asks the page to go to a portal page; detail `{ to, state? }`: the receipt after a purchase or sign-up, the return path after a plan change with `state` `{ upgraded: true, message }`, or back when Cancel is pressed before a plan is chosen. Cancelable; otherwise the browser loads `to`. A portal on another origin receives a single-use `login_token` in `to`.',
      },
    ],
  },
  {
    tag: 'soma-account',
    folder: 'account',
    className: 'SomaAccount',
    module: 'dist/account.js',
    description: "Who's Learning, account overview, students, receipts, payment method, cancel and renew.",
    attributes: [],
    events: [{ name: 'soma-logout', description: 'The account holder logged out.' }, navigate],
  },
  {
    tag: 'soma-admin',
    folder: 'admin',
    className: 'SomaAdmin',
    module: 'dist/admin.js',
    description: 'Administrator customisation of the login pages and site configuration.',
    attributes: [],
    events: [{ name: 'soma-logout', description: 'The administrator logged out.' }],
  },
];
