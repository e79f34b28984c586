import { useStore } from '@nanostores/react';
import { useId, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { TRIAL_ENDED } from '../../../src/domain/messages';
import { planGate, RECEIPT_PATH } from '../../../src/domain/planGate';
import { SHOP_PATH } from '../../../src/domain/planMenu';
import { PortalLink } from '../../../src/handoff/PortalLink';
import { useOptions } from '../../../src/element/context';
import { appOf } from '../../../src/stores/app';
import { $subscription } from '../../../src/stores/subscription';
import { variants } from '../../../src/ui/Button.css';
import * as css from './PlanGate.css';
import * as text from './texts';

/**
 * The plan gate of the welcome and manage-students pages (docs/behaviour.md, Screens and States): the page
 * itself in trial style or with an active plan; the end-of-trial notice without a plan; the
 * expired notice; otherwise (pending, failed or an unknown status) the receipt. It decides once
 * the settings and a fresh plan are known (`ready`), and follows the plan store afterwards, so a
 * live order event changes the page without a reload.
 */
export function PlanGate({ ready, part, children }: { ready: boolean; part: string; children: ReactNode }) {
  const app = useStore(appOf(useOptions()));
  const plan = useStore($subscription);
  const titleId = useId();
  if (!ready || !app || plan === undefined) {
    return (
      <p role="status" part={part}>
        {text.LOADING}
      </p>
    );
  }
  const gate = planGate(app.style, plan);
  if (gate === 'open') return <>{children}</>;
  if (gate === 'receipt') return <Redirect to={RECEIPT_PATH} replace />;
  const expired = gate === 'expired';
  return (
    <section className={css.notice} part={`${part} gate`} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.title} part="title">
        {expired ? text.EXPIRED_TITLE : TRIAL_ENDED}
      </h2>
      <p className={css.text}>{expired ? text.EXPIRED_TEXT : text.SUBSCRIBE_HINT}</p>
      <PortalLink to={SHOP_PATH} className={variants.primary}>
        {expired ? text.SHOP : text.SUBSCRIBE}
      </PortalLink>
    </section>
  );
}
