import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { LOGOUT_BUTTONS, LOGOUT_QUESTION } from '../src/domain/confirmations';
import { $profile, loadMe } from '../src/stores/profile';
import { Button } from '../src/ui/Button';
import { useConfirm } from '../src/ui/ConfirmDialog';
import * as css from './Host.css';
import { navigate } from './navigate';

const TITLES = { admin: 'Customization', account: 'Account' } as const;

/**
 * The signed-in areas until their elements arrive: <soma-admin> will take /customize and
 * /site_config, <soma-account> /home and /account. An administrator's profile is never loaded.
 */
export function SignedInPage({ area }: { area: 'admin' | 'account' }) {
  const profile = useStore($profile);
  const [dialog, confirm] = useConfirm();

  useEffect(() => {
    if (area === 'account') void loadMe();
  }, [area]);

  async function logOut() {
    const [cancelLabel, confirmLabel] = LOGOUT_BUTTONS;
    if (await confirm({ message: LOGOUT_QUESTION, cancelLabel, confirmLabel })) navigate('/logout');
  }

  return (
    <section className={css.card} aria-labelledby="signed-in-title" data-area={area}>
      <h1 id="signed-in-title" className={css.title}>
        {TITLES[area]}
      </h1>
      <p className={css.text}>
        {area === 'account' && profile ? `Signed in as ${profile.first_name} ${profile.last_name}.` : 'You are signed in.'}
      </p>
      <Button variant="secondary" onClick={() => void logOut()}>
        {LOGOUT_BUTTONS[1]}
      </Button>
      {dialog}
    </section>
  );
}
