import { useEffect, useState } from 'react';
import { previewUpgrade, type UpgradePreview } from '../../src/api/shop';
import { send } from '../../src/client/request';
import type { BundleId } from '../../src/domain/checkout';
import { useOptions } from '../../src/element/context';

export interface Preview {
  preview: UpgradePreview | null;
  /** The server's reason when it cannot price the change. */
  error: string | null;
  /** The server gave no quote, with or without a reason: the shop stops waiting for one. */
  failed: boolean;
}

/**
 * What choosing `bundle` comes to (its receipt's lines, the total and what of it is charged now,
 * the next billing date), fetched for a signed-in parent; `resume`: the change of a cancelled plan
 * would also turn automatic billing back on. A server that prices only changes of plan refuses it
 * for a purchase; the shop then shows the plan's price.
 */
export function usePreview(bundle: BundleId | null, signedIn: boolean, resume = false): Preview {
  const [state, setState] = useState<Preview & { for: string | null }>({
    preview: null,
    error: null,
    failed: false,
    for: null,
  });
  const asked = bundle === null ? null : `${bundle}${resume ? '+' : ''}`;

  const options = useOptions();

  useEffect(() => {
    if (!signedIn || bundle === null) return;
    let live = true;
    const request = { product_id: Number(bundle), ...(resume ? { resume_billing: true } : {}) };
    void send(previewUpgrade, request, options).then((answer) => {
      if (!live) return;
      const error = answer.ok ? null : answer.errors.product_id?.[0] || answer.message || null;
      setState({ preview: answer.ok ? answer.data : null, error, failed: !answer.ok, for: asked });
    });
    return () => {
      live = false;
    };
  }, [bundle, resume, signedIn]);

  return state.for === asked ? state : { preview: null, error: null, failed: false };
}
