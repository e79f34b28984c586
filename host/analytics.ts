/**
 * Google Analytics for the portal, only when the `ga` setting holds a measurement id: nothing is
 * fetched otherwise. Page views are reported on each change of address (the portal is one page).
 */
export const ANALYTICS_ORIGIN = 'https://www.googletagmanager.com';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let loadedFor: string | null = null;

/** Loads gtag.js for `id` once; later calls with the same id do nothing. */
export function startAnalytics(id: string): void {
  if (loadedFor === id) return;
  loadedFor = id;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, as its snippet pushes it.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${ANALYTICS_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}

/** Reports a page view, when analytics is on. */
export function pageView(path: string, title: string): void {
  if (loadedFor === null) return;
  window.gtag?.('event', 'page_view', { page_path: path, page_title: title, send_to: loadedFor });
}
