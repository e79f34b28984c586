import { homeOf } from '../src/domain/loginUrls';
import { $session, endOnServer, setToken } from '../src/stores/session';
import { ConfirmDialog } from '../src/ui/ConfirmDialog';
import { navigate } from './navigate';

export const SWITCH_TITLE = 'You are already signed in';
export const SWITCH_MESSAGE =
  'The link you opened signs in to another account. Keep your current session, or switch to the other account?';

/**
 * Asked when a hand-over link arrives while another account is signed in. Keeping the current
 * session is the safe answer, and what Escape means; switching is a deliberate choice, and goes
 * where a login would.
 */
export function SwitchAccount({ accessToken, onDone }: { accessToken: string; onDone: () => void }) {
  return (
    <ConfirmDialog
      open
      title={SWITCH_TITLE}
      message={SWITCH_MESSAGE}
      confirmLabel="Switch account"
      cancelLabel="Keep current session"
      danger
      onResolve={(switched) => {
        // Switching signs in with the hand-over's session; keeping the current one ends the other on the server.
        if (switched) setToken(accessToken);
        else endOnServer(accessToken);
        onDone();
        if (switched) navigate(homeOf($session.get()?.adm === 1), true);
      }}
    />
  );
}
