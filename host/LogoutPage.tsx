import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $app } from '../src/stores/app';
import { logout } from '../src/stores/session';
import { navigate } from './navigate';
import { standardLoginUrl } from './routes';

/** /logout: the session ends and the standard login page follows (docs/behaviour.md, Session). */
export function LogoutPage() {
  const app = useStore($app);
  useEffect(() => {
    logout();
    if (app) navigate(standardLoginUrl(app), true);
  }, [app]);
  return null;
}
