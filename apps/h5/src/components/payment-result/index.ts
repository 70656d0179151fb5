export { PaymentResult, type PaymentResultAction, type PaymentResultProps } from './payment-result';
