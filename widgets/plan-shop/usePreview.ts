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
 * the next billing date), fetched for a signed-in parent. A server that prices only changes of plan refuses it for
 * a purchase; the shop then shows the plan's price.
 */
export function usePreview(bundle: BundleId | null, signedIn: boolean): Preview {
  const [state, setState] = useState<Preview & { for: BundleId | null }>({
    preview: null,
    error: null,
    failed: false,
    for: null,
  });

  const options = useOptions();

  useEffect(() => {
    if (!signedIn || bundle === null) return;
    let live = true;
    void send(previewUpgrade, { product_id: Number(bundle) }, options).then((answer) => {
      if (!live) return;
      const error = answer.ok ? null : answer.errors.product_id?.[0] || answer.message || null;
      setState({ preview: answer.ok ? answer.data : null, error, failed: !answer.ok, for: bundle });
    });
    return () => {
      live = false;
    };
  }, [bundle, signedIn]);

  return state.for === bundle ? state : { preview: null, error: null, failed: false };
}
