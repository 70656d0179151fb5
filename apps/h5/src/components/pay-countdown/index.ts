export { PayCountdown, useSecondsLeft } from './pay-countdown';
