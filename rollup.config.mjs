import terser from '@rollup/plugin-terser';
import { rmSync } from 'node:fs';
import { PSEUDO } from './scripts/pseudo-locale.mjs';
import { dropRequestStructs, languageTwins, plugins, preloadElementChunks } from './scripts/rollup-plugins.mjs';

// The SDK's build: entries, the chunk groups below, then the plugins of scripts/rollup-plugins.mjs.
// README.md's Build section says what each part saves on the measured paths.

/**
 * What every element needs, kept in one shared `core` chunk: preact, the stores' and the
 * client's libraries, the element base, the client and the session, with the form parts (`KIT`)
 * and the hand-over to the portal (`PORTAL`) below. The router is not in it: only the elements
 * with pages of their own load it (`router`). Everything else (other UI parts, other stores,
 * calls) is split by rollup according to which elements use it, so an element's
 * path carries only its own share. Modules are singletons whatever the chunking, so every
 * element still sees the same stores.
 */
const CORE = [
  /node_modules\/(preact|@preact\/compat|nanostores|@nanostores\/react|ofetch|destr|ufo|superstruct)\//,
  /\/scripts\/shims\/(ufo|destr)\./,
  /\/src\/(element(?!\/routing)|client(?!\/imageUrl)|theme)(\/|\.ts)/,
  /\/src\/stores\/session\.ts$/,
  /\/src\/domain\/session\.ts$/,
  // The session store ends sessions on the server: the call and what defines it.
  /\/src\/api\/(define|session)\.ts$/,
  // Page titles, shared by the elements and the portal.
  /\/src\/domain\/titles\.ts$/,
  // wouter's browser location (with the React names it reads): the portal follows the address
  // with it, without the rest of the router.
  /node_modules\/wouter\/src\/(use-browser-location|react-deps)\.js$/,
  /\/scripts\/shims\/wouter-react-deps\./,
];

/*
 * Shared chunks by who loads them, so that an element's path is a few files rather than a dozen
 * small ones (each file compresses on its own, and each is a request). A group takes with it
 * whatever it imports that no group names, so the modules several groups use are named here.
 */
/**
 * The form parts (login, student login, shop, account and admin all draw them). Every element's
 * path loads them, so they travel in the core: as a chunk of their own they cost each page a
 * file's framing and the names it imports from the core.
 */
const KIT = [
  /\/src\/ui\/(Button|TextField|Field|FieldError|LoadingOverlay|VisuallyHidden|Spinner|cx|Alert)(\.css)?\.tsx?/,
  /\/src\/forms\//,
  /\/src\/(api|stores)\/app\.ts$/,
  /\/src\/domain\/(limits|fields|messages)\.ts$/,
  // Logos and sidebar images by URL: the login pages, the portal's header and the welcome screen.
  /\/src\/client\/imageUrl\.ts$/,
];
/** The login pages' frame and sidebar: <soma-login> and <soma-student-login>. */
const LOGIN_PAGE = [/\/src\/loginLayout\/(LoginLayout|Sidebar|PanelForm)(\.css)?\.tsx?$/];
/** The login form, with what the login's other pages share with it, such as their texts. */
const LOGIN_FORM = [/\/widgets\/login\/(Login|LoginPage|useSignIn|whenShown|texts|element)(\.css)?\.tsx?$/];
/** Plans, prices, billing dates and the account's plan: the shop, the account and the admin's plans. */
const PLANS = [
  /\/src\/domain\/(planGate|money|duration|savings|dates)\.ts$/,
  /\/src\/api\/(shop|profile|subscription)\.ts$/,
  /\/src\/stores\/(subscription|profile)\.ts$/,
  /\/widgets\/plan-shop\/texts\.ts$/,
];
/** Paying: the card field's frame (each provider's field stays its own chunk) and the receipt's rules. */
const PAYMENTS = [
  /\/src\/payments\/(PaymentCard|CardForm\.css|messages|Loading|Unavailable|types)\./,
  /\/src\/domain\/(receipt|smallTotal)\.ts$/,
  // The phone rule M-Pesa's number field checks; the contract's request rules use it only on the server.
  /\/src\/api\/phone\.ts$/,
];
/** Checkboxes and radios, which the forms past the login box (checkout, students, settings) use together. */
const CHOICES = [/\/src\/ui\/(Checkbox|RadioGroup|Choice\.css)\.tsx?$/];
/** The sign-up form's parts: its fields and rules, the region list and its select; the shop and the login box's sign-up. */
const SIGNUP = [
  /\/src\/domain\/accountForms\.ts$/,
  /\/src\/(api|stores)\/regions\.ts$/,
  /\/src\/ui\/Select\.tsx$/,
  /\/src\/api\/errors\.ts$/,
];
/** Dialogs and the confirmations they ask: the shop, the account, the admin pages and the portal's shell. */
const DIALOGS = [/\/src\/ui\/(ConfirmDialog|Dialog|focus|icons)(\.css)?\.tsx?$/, /\/src\/domain\/confirmations\.ts$/];
/**
 * Live updates: the channel's own code, fetched once a signed-in page has shown (pusher-js and
 * laravel-echo stay on demand behind it). The card rules go with each provider's card field.
 */
const LIVE = [/\/src\/realtime\/(index|watch|live|order|connect)\.ts$/];
/** wouter with the location an element is given: for the elements that have pages of their own. */
const ROUTER = [/node_modules\/(wouter|regexparam)\//, /\/src\/element\/routing\.tsx$/];
/**
 * The hand-over to the portal, with the contract's shared parts: the structs every call reads.
 * Every element's path loads them, so they travel in the core, as the kit does.
 */
const PORTAL = [/\/src\/handoff\//, /\/src\/domain\/loginUrls/, /\/src\/api\/(rules|structs|countries)\.ts$/];

export const entries = {
  soma: 'src/index.ts',
  login: 'widgets/login/define.ts',
  'student-login': 'widgets/student-login/define.ts',
  'plan-shop': 'widgets/plan-shop/define.ts',
  account: 'widgets/account/define.ts',
  admin: 'widgets/admin/define.ts',
  host: 'host/main.ts',
};

/**
 * The languages Soma speaks: English in dist/, each other language in dist/<language>/
 * (docs/languages.md). `npm run build:pseudo` builds the test pseudo-locale alone, into dist/en-XA/.
 */
export const LANGUAGES = process.env.SOMA_PSEUDO ? [PSEUDO] : ['en', 'sw'];

/** A twin's path: `texts.sw.ts`. */
const TWIN = new RegExp(`\\.(?:${LANGUAGES.join('|')})(\\.tsx?)$`);

/** The build of one language: the same entries and chunk groups, the language's twins in place. */
const build = (language) => ({
  input: entries,
  output: {
    dir: language === 'en' ? 'dist' : `dist/${language}`,
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    assetFileNames: '[name][extname]',
    manualChunks(twinId) {
      // A twin goes where the module it stands for goes.
      const id = twinId.replace(TWIN, '$1');
      // What the loader script and the portal both start with; it must not pull the core in with it.
      if (/\/src\/(config|loader|start)\.ts$|\/widgets\/elements\.ts$/.test(id)) return 'config';
      if ([...CORE, ...KIT, ...PORTAL].some((pattern) => pattern.test(id))) return 'core';
      if (ROUTER.some((pattern) => pattern.test(id))) return 'router';
      // The card provider's calls, for the account's retry and the Stripe card field; left to
      // rollup they land in the account's chunk, and a shop paying by Stripe would load it.
      if (id.endsWith('/src/api/card.ts')) return 'card';
      if (LOGIN_PAGE.some((pattern) => pattern.test(id))) return 'loginPage';
      if (LOGIN_FORM.some((pattern) => pattern.test(id))) return 'loginForm';
      if (PLANS.some((pattern) => pattern.test(id))) return 'plans';
      if (PAYMENTS.some((pattern) => pattern.test(id))) return 'payments';
      if (LIVE.some((pattern) => pattern.test(id))) return 'live';
      if (DIALOGS.some((pattern) => pattern.test(id))) return 'dialogs';
      if (CHOICES.some((pattern) => pattern.test(id))) return 'choices';
      if (SIGNUP.some((pattern) => pattern.test(id))) return 'signup';
      return undefined;
    },
  },
  plugins: [
    // Chunk names carry hashes: without a clean folder, old chunks would pile up beside new ones.
    // English is built first and empties dist/ (the other languages' folders with it).
    {
      name: 'soma-clean-dist',
      buildStart: () => rmSync(language === 'en' ? 'dist' : `dist/${language}`, { recursive: true, force: true }),
    },
    languageTwins(language),
    ...plugins({ react: 'preact', production: true }),
    dropRequestStructs(),
    preloadElementChunks({
      'soma-login': 'login',
      'soma-student-login': 'student-login',
      'soma-plan-shop': 'plan-shop',
      'soma-account': 'account',
      'soma-admin': 'admin',
    }),
    // ES modules: top-level names are private to each chunk, so terser may shorten them too.
    // Nothing bundled reads a property for its side effect, reads a function's length or calls
    // `new` on a function expression, so pure getters, dropped unused arguments and arrows for
    // function expressions are safe: about 0.1 KB off every element's path (the e2e journeys run
    // on this build).
    terser({
      module: true,
      ecma: 2020,
      compress: { passes: 3, pure_getters: true, keep_fargs: false, unsafe_arrows: true },
      format: { comments: false },
    }),
  ],
  onwarn(warning, warn) {
    if (warning.code === 'CIRCULAR_DEPENDENCY' && /node_modules/.test(warning.message)) return;
    warn(warning);
  },
});

export default LANGUAGES.map(build);
