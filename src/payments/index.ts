export { PaymentCard, type PaymentCardProps } from './PaymentCard';
export type { CardFieldHandle, CardInfo, Presubmit } from './types';
