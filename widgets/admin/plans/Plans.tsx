import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { listPlans, retirePlan, updatePlan, type AdminPlan } from '../../../src/api/plans';
import { send } from '../../../src/client/request';
import { formatDate } from '../../../src/domain/dates';
import { durationLabel } from '../../../src/domain/duration';
import { savingsLabel } from '../../../src/domain/savings';
import { appOf } from '../../../src/stores/app';
import { Alert } from '../../../src/ui/Alert';
import { Button } from '../../../src/ui/Button';
import { Card } from '../../../src/ui/Card';
import { useConfirm } from '../../../src/ui/ConfirmDialog';
import { VisuallyHidden } from '../../../src/ui/VisuallyHidden';
import { formatMoney } from '../../../src/domain/money';
import * as css from './Plans.css';
import { PlanDialog } from './PlanDialog';
import { ShopPreview } from './ShopPreview';
import * as text from './texts';
import { useOptions } from '../../../src/element/context';

/**
 * The plan catalogue (docs/plans.md): the plans on sale in the shop's order, moved up and down,
 * edited, retired, and added; the retired ones below; and the shop as visitors see it.
 */
export function Plans() {
  const options = useOptions();
  const app = useStore(appOf(useOptions()));
  const currency = app?.shopCurrency ?? 'Ksh';
  const [plans, setPlans] = useState<AdminPlan[] | null>(null);
  const [editing, setEditing] = useState<AdminPlan | 'new' | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [dialog, confirm] = useConfirm();

  async function load() {
    const answer = await send(listPlans, {}, options);
    if (answer.ok) setPlans(answer.data);
    else setError(answer.message);
  }
  useEffect(() => void load(), []);

  const onSale = (plans ?? []).filter((plan) => plan.active);
  const retired = (plans ?? []).filter((plan) => !plan.active);

  async function move(plan: AdminPlan, position: number) {
    setError('');
    const answer = await send(updatePlan, { product_id: plan.product_id, position }, options);
    if (!answer.ok) return setError(answer.message);
    await load();
    setStatus(text.planMoved(text.planWords(plan.students, plan.duration), position, onSale.length));
  }

  async function retire(plan: AdminPlan) {
    setError('');
    const words = text.planWords(plan.students, plan.duration);
    if (!(await confirm({ message: text.retireQuestion(words), confirmLabel: text.RETIRE, danger: true }))) return;
    const answer = await send(retirePlan, { product_id: plan.product_id }, options);
    if (!answer.ok) return setError(answer.message);
    await load();
    setStatus(text.planRetired(words));
  }

  async function saved(plan: AdminPlan) {
    setEditing(null);
    await load();
    setStatus(text.planSaved(text.planWords(plan.students, plan.duration)));
  }

  return (
    <div className={css.page} part="plans-page">
      <h2 className={css.pageTitle} part="title" tabIndex={-1}>
        {text.PLANS_TITLE}
      </h2>
      <p className={css.muted}>{text.PLANS_INTRO}</p>
      <p role="status" part="plans-status">
        {status}
      </p>
      {error && <Alert tone="danger">{error}</Alert>}
      <Card
        title={text.ON_SALE}
        level={3}
        part="plans-on-sale"
        actions={
          <Button variant="secondary" onClick={() => setEditing('new')}>
            {text.ADD_PLAN}
          </Button>
        }
      >
        {plans === null ? (
          <p role="status">{text.LOADING}</p>
        ) : onSale.length === 0 ? (
          <p>{text.NO_PLANS}</p>
        ) : (
          <PlanTable plans={onSale} currency={currency} onEdit={setEditing} onMove={move} onRetire={retire} />
        )}
      </Card>
      {retired.length > 0 && (
        <Card title={text.RETIRED_PLANS} level={3} part="plans-retired">
          <p className={css.muted}>{text.RETIRED_INTRO}</p>
          <PlanTable plans={retired} currency={currency} />
        </Card>
      )}
      <Card title={text.PREVIEW} level={3} part="plans-preview">
        <p className={css.muted}>{text.PREVIEW_INTRO}</p>
        <ShopPreview plans={onSale} currency={currency} />
      </Card>
      {editing && (
        <PlanDialog
          plan={editing === 'new' ? null : editing}
          catalogue={onSale}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
      {dialog}
    </div>
  );
}

interface TableProps {
  plans: AdminPlan[];
  currency: string;
  onEdit?: (plan: AdminPlan) => void;
  onMove?: (plan: AdminPlan, position: number) => void;
  onRetire?: (plan: AdminPlan) => void;
}

/** Plans as rows: their terms, price, savings and holders; plans on sale with their actions. */
function PlanTable({ plans, currency, onEdit, onMove, onRetire }: TableProps) {
  const { locale } = useOptions();
  const money = (minor: number, currency: string) => formatMoney(minor, currency, locale);
  return (
    <div className={css.tableScroll}>
      <table className={css.table} part="plan-table">
        <thead>
          <tr>
            <th scope="col">{text.STUDENTS}</th>
            <th scope="col">{text.DURATION_COLUMN}</th>
            <th scope="col">{text.PRICE_COLUMN}</th>
            <th scope="col">{text.SAVINGS}</th>
            <th scope="col">{text.FAMILIES}</th>
            {onEdit && (
              <th scope="col">
                <VisuallyHidden>{text.ACTIONS}</VisuallyHidden>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {plans.map((plan, index) => {
            const words = text.planWords(plan.students, plan.duration);
            return (
              <tr key={plan.product_id} part="plan-row">
                <td>{plan.students}</td>
                <td>{durationLabel(plan.duration)}</td>
                <td>
                  {money(plan.price, currency)}
                  {plan.pending && (
                    <small className={css.cellNote}>
                      {text.pendingPrice(
                        money(plan.pending.price, currency),
                        formatDate(plan.pending.renewals_from, locale),
                      )}
                    </small>
                  )}
                </td>
                <td>{savingsLabel(plan.savings) ?? '—'}</td>
                <td>{plan.holders}</td>
                {onEdit && onMove && onRetire && (
                  <td className={css.actionsCell}>
                    <Button variant="text" disabled={index === 0} onClick={() => onMove(plan, index)}>
                      {text.MOVE_UP}
                      <VisuallyHidden>{`: ${words}`}</VisuallyHidden>
                    </Button>
                    <Button
                      variant="text"
                      disabled={index === plans.length - 1}
                      onClick={() => onMove(plan, index + 2)}
                    >
                      {text.MOVE_DOWN}
                      <VisuallyHidden>{`: ${words}`}</VisuallyHidden>
                    </Button>
                    <Button variant="text" onClick={() => onEdit(plan)}>
                      {text.EDIT}
                      <VisuallyHidden>{`: ${words}`}</VisuallyHidden>
                    </Button>
                    <Button variant="text" onClick={() => onRetire(plan)}>
                      {text.RETIRE}
                      <VisuallyHidden>{`: ${words}`}</VisuallyHidden>
                    </Button>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
