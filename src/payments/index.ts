export { PaymentCard, type PaymentCardProps } from './PaymentCard';
export type { CardFieldHandle, CardInfo, Presubmit } from './types';
export { CardAuthentication, type CardAuthenticationProps } from './authentication/CardAuthentication';
export type { AuthenticationOutcome } from './authentication/outcome';
