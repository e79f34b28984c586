import { useEffect, useState } from 'react';
import { previewUpgrade, type UpgradePreview } from '../../src/api/shop';
import { send } from '../../src/client/request';
import type { BundleId } from '../../src/domain/checkout';

export interface Preview {
  preview: UpgradePreview | null;
  /** The server's reason when it cannot price the change. */
  error: string | null;
}

/** The price of changing to `bundle` (credit, adjusted price, next billing date), fetched when upgrading. */
export function usePreview(bundle: BundleId | null, upgrade: boolean): Preview {
  const [state, setState] = useState<Preview & { for: BundleId | null }>({ preview: null, error: null, for: null });

  useEffect(() => {
    if (!upgrade || bundle === null) return;
    let live = true;
    void send(previewUpgrade, { product_id: Number(bundle) }).then((answer) => {
      if (!live) return;
      const error = answer.ok ? null : answer.errors.product_id?.[0] || answer.message || null;
      setState({ preview: answer.ok ? answer.data : null, error, for: bundle });
    });
    return () => {
      live = false;
    };
  }, [bundle, upgrade]);

  return state.for === bundle ? state : { preview: null, error: null };
}
