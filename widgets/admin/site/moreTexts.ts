/** The words of /site_config's groups that arrive after the page has shown. */
export const ORIGINS = 'Sites that embed Soma';
export const CORS_ORIGINS = 'Allowed origins';
export const CORS_HINT =
  "Sites whose pages embed Soma's elements, such as a school's site: each origin (https://school.example, with a port if it has one, no path), separated by commas. This portal's own address is always allowed.";

export const WEBHOOK_URL = 'Webhook URL';
export const WEBHOOK_HINT =
  "In Stripe's dashboard, add an endpoint with this URL, then set its signing secret as the webhook secret above.";
export const COPY = 'Copy';
export const COPIED = 'Copied.';

export const MPESA = 'M-Pesa (Daraja)';
export const MPESA_HINT =
  "Safaricom Daraja's Lipa na M-Pesa Online credentials, all four or none. Without them M-Pesa uses the server's own settings or the sandbox.";
export const MPESA_CONSUMER_KEY = 'Consumer key';
export const MPESA_CONSUMER_SECRET = 'Consumer secret';
export const MPESA_SHORTCODE = 'Short code';
export const MPESA_PASSKEY = 'Passkey';
export const MPESA_ENVIRONMENT = 'Environment';
export const MPESA_ENVIRONMENTS = [
  { value: 'sandbox', label: 'Sandbox (test)' },
  { value: 'production', label: 'Production (real money)' },
];

export const TRIAL = 'Free trial';
export const TRIAL_HINT = 'In trial style, for trials that start from now on; a trial already running keeps its terms.';
export const TRIAL_DAYS = 'Trial length (days)';
export const TRIAL_STUDENTS = 'Students in a trial';

/** The later groups' field labels, by key. @public SiteConfig reads them through MoreSettings' dynamic import. */
export const LABELS: Record<string, string> = {
  cors_origins: CORS_ORIGINS,
  mpesa_consumer_key: MPESA_CONSUMER_KEY,
  mpesa_consumer_secret: MPESA_CONSUMER_SECRET,
  mpesa_shortcode: MPESA_SHORTCODE,
  mpesa_passkey: MPESA_PASSKEY,
  mpesa_environment: MPESA_ENVIRONMENT,
  trial_days: TRIAL_DAYS,
  trial_students: TRIAL_STUDENTS,
};
