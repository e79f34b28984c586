import { useEffect, useState } from 'react';
import { Link, Route, Switch, useLocation } from 'wouter';
import { useElement } from '../../../src/element/context';
import { marked } from './fixture.css';

/** Tracks mounts so tests can see a clean unmount. */
export const lifecycle = { mounted: 0, unmounted: 0 };

export function Fixture(props: { greeting?: string; userName?: string }) {
  const { emit } = useElement();
  const [location] = useLocation();
  const [cancelled, setCancelled] = useState<boolean | null>(null);
  useEffect(() => {
    lifecycle.mounted += 1;
    return () => {
      lifecycle.unmounted += 1;
    };
  }, []);
  return (
    <div>
      <p class-name="x" className={marked} data-testid="greeting">
        {props.greeting ?? 'none'} {props.userName ?? ''}
      </p>
      <span data-testid="location">{location}</span>
      <button type="button" onClick={() => setCancelled(!emit('thing-done', { id: 42 }, { cancelable: true }))}>
        Done
      </button>
      <span data-testid="cancelled">{String(cancelled)}</span>
      <Link href="/next">Next</Link>
      <Switch>
        <Route path="/next">
          <p data-testid="page">next page</p>
        </Route>
        <Route>
          <p data-testid="page">first page</p>
        </Route>
      </Switch>
    </div>
  );
}
