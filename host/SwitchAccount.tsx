import { ConfirmDialog } from '../src/ui/ConfirmDialog';
import { settleHandover } from './handover';

export const SWITCH_TITLE = 'You are already signed in';
export const SWITCH_MESSAGE = 'The link you opened signs in to another account. Keep your current session, or switch to the other account?';

/**
 * Asked when a hand-over link arrives while another account is signed in. Keeping the current
 * session is the safe answer, and what Escape means; switching is a deliberate choice.
 */
export function SwitchAccount({ accessToken, onDone }: { accessToken: string; onDone: (switched: boolean) => void }) {
  return (
    <ConfirmDialog
      open
      title={SWITCH_TITLE}
      message={SWITCH_MESSAGE}
      confirmLabel="Switch account"
      cancelLabel="Keep current session"
      danger
      onResolve={(switched) => {
        settleHandover(accessToken, switched);
        onDone(switched);
      }}
    />
  );
}
