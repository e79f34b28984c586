import { homeOf } from '../src/domain/loginUrls';
import { $session, endOnServer, setToken } from '../src/stores/session';
import { ConfirmDialog } from '../src/ui/ConfirmDialog';
import * as text from './handoverTexts';
import { navigate } from './navigate';

/**
 * Asked when a hand-over link arrives while another account is signed in. Keeping the current
 * session is the safe answer, and what Escape means; switching is a deliberate choice, and goes
 * where a login would.
 */
export function SwitchAccount({ accessToken, onDone }: { accessToken: string; onDone: () => void }) {
  return (
    <ConfirmDialog
      open
      title={text.SWITCH_TITLE}
      message={text.SWITCH_MESSAGE}
      confirmLabel={text.SWITCH_BUTTON}
      cancelLabel={text.KEEP_BUTTON}
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
