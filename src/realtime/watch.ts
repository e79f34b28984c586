import { $app } from '../stores/app';
import { $session, onLogout } from '../stores/session';
import { hasChannel, realtimeActive, startRealtime, stopRealtime } from './live';

let unwatch: (() => void) | null = null;

/**
 * Keeps live updates in step with the session: a parent signing in connects, signing out (or
 * the token expiring) disconnects, another parent's sign-in switches channels. Settings that
 * arrive later (`GET /app`) start a connection that was waiting for them. Idempotent; answers
 * the function that stops watching (and disconnects).
 */
export function watchRealtime(): () => void {
  if (unwatch) return unwatch;
  const sync = () => {
    if (hasChannel($session.get())) void startRealtime();
    else stopRealtime();
  };
  const stops = [
    $session.subscribe(sync),
    $app.listen((settings) => {
      if (settings?.realtime && !realtimeActive()) sync();
    }),
    onLogout(stopRealtime),
  ];
  unwatch = () => {
    for (const stop of stops) stop();
    unwatch = null;
    stopRealtime();
  };
  return unwatch;
}
