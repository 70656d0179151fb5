import { ApiCode, lawyerDetailQuery } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import { UserOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import type { PageProps } from '../../../app/page-types';
import { PATHS } from '../../../app/paths';
import { AsyncView } from '../../../components/async-view';
import { EmptyState } from '../../../components/empty-state';
import { ApiError } from '../../../lib/request';
import { useLawyerDetail } from '../api/get-lawyer-detail';
import { LawyerDetailSkeleton } from '../components/lawyer-detail-skeleton';
import { LawyerProfileView } from '../components/lawyer-profile-view';

const isRefused = (error: unknown) => error instanceof ApiError && error.code === ApiCode.common.value;

/** 律师主页 (query: uuid, the lawyer's user uuid): the profile, services, reviews and the three actions. */
export default function LawyerDetailPage({ query }: PageProps) {
  const uuid = lawyerDetailQuery.safeParse({ uuid: query.uuid }).success ? (query.uuid ?? '') : '';
  const detail = useLawyerDetail(uuid);
  if (!uuid || isRefused(detail.error)) return <LawyerNotFound />;
  return (
    <AsyncView query={detail} loading={<LawyerDetailSkeleton />}>
      {(lawyer) => <LawyerProfileView lawyer={lawyer} />}
    </AsyncView>
  );
}

/** The lawyer does not exist or was disabled (code 7). */
function LawyerNotFound() {
  const navigate = useNavigate();
  return (
    <EmptyState text="律师不存在或已停止服务" icon={<UserOutline />}>
      <Button size="small" color="primary" fill="outline" onClick={() => void navigate(PATHS.lawyerList)}>
        看看其他律师
      </Button>
    </EmptyState>
  );
}
