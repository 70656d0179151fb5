export { BackButton } from './back-button';
