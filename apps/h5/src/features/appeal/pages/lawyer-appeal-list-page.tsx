import { AppealList } from '../components/appeal-list';

/** 用户申诉: appeals against the signed-in lawyer, newest first. */
export default function LawyerAppealListPage() {
  return <AppealList side="lawyer" />;
}
