export { FindLawyerButton } from './find-lawyer-button';
