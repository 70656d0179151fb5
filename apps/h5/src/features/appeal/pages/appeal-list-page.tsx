import { AppealList } from '../components/appeal-list';

/** 我的申诉: the customer's appeals, newest first. */
export default function AppealListPage() {
  return <AppealList side="customer" />;
}
