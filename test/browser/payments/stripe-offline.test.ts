// The runner imports this file under a query string; a lazy chunk importing from it would get a
// second copy of every module it holds. Loading the suite lazily keeps one copy of each.
await import('./stripe-offline.suite');
export {};
