import { AsyncView } from '../../../components/async-view';
import { useApplyStatus } from '../api/get-apply-status';
import { ApplyStatusView } from '../components/apply-status-view';

/** 律师认证 status (/pages/lawyer/profile/applyStatus): the latest application and its review. */
export default function ApplyStatusPage() {
  const status = useApplyStatus();
  return <AsyncView query={status}>{(result) => <ApplyStatusView result={result} />}</AsyncView>;
}
