import { RECEIPT_TITLE } from '../widgets/account/receipt/texts';
import { SHOP_TITLE } from '../widgets/plan-shop/texts';

/** The headings of the shop's and the receipt's pages, fetched with those pages, not before. */
export const SHOP_TITLES = { explore: SHOP_TITLE, shop: SHOP_TITLE, receipt: RECEIPT_TITLE } as const;
