// Loaded lazily for the same reason as stripe.test.ts: one copy of each module.
await import('./stripe-authentication.suite');
export {};
