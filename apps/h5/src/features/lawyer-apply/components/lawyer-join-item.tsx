import { ReviewState } from '@lawbridge/contract';
import List from 'antd-mobile/es/components/list';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../app/paths';
import { useApplyStatus } from '../api/get-apply-status';

/** 律师入驻 in the customer settings: the application form, or its status once the user has applied. */
export function LawyerJoinItem() {
  const navigate = useNavigate();
  const { data } = useApplyStatus();
  const status = data?.status ?? null;
  return (
    <List.Item
      extra={status === null ? undefined : ReviewState.labelOf(status)}
      onClick={() => void navigate(status === null ? PATHS.lawyerApply : PATHS.lawyerApplyStatus)}
    >
      律师入驻
    </List.Item>
  );
}
