import { ReviewState, type IsApplyResult, type LawyerApplication } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import Result from 'antd-mobile/es/components/result';
import { Link, useNavigate } from 'react-router';
import { PATHS } from '../../../app/paths';
import { formatDateTime } from '../../../lib/format';
import { withQuery } from '../../../lib/url';
import { REVIEW_TIME_NOTE } from '../review-time';
import { useSwitchToLawyer } from '../use-switch-to-lawyer';
import { ApplicationSummary } from './application-summary';
import styles from './apply-status-view.module.css';

/** 律师认证 status: none, waiting (审核中), approved (认证成功) or rejected (未通过) with the reason. */
export function ApplyStatusView({ result }: { result: IsApplyResult }) {
  const { application, status } = result;
  if (status === null || !application) return <NoApplication />;
  if (status === ReviewState.waiting.value) return <Waiting application={application} />;
  if (status === ReviewState.receive.value) return <Approved />;
  return <Rejected reason={result.reason ?? application.reason ?? ''} />;
}

function NoApplication() {
  const navigate = useNavigate();
  return (
    <section className={styles.view}>
      <Result
        status="info"
        title="尚未申请律师认证"
        description="提交执业信息，平台审核通过后即可在律桥接单"
      />
      <div className={styles.action}>
        <Button block color="primary" size="large" onClick={() => void navigate(PATHS.lawyerApply)}>
          申请律师认证
        </Button>
      </div>
    </section>
  );
}

function Waiting({ application }: { application: LawyerApplication }) {
  return (
    <section className={styles.view}>
      <Result
        status="waiting"
        title="审核中"
        description={
          <>
            <div>{`已于 ${formatDateTime(application.created_at)} 提交，平台审核后将通知您`}</div>
            <div className={styles.note}>
              {REVIEW_TIME_NOTE}，可查看
              <Link to={PATHS.publishingReview}>《信息发布审核机制》</Link>
            </div>
          </>
        }
      />
      <ApplicationSummary application={application} />
    </section>
  );
}

function Approved() {
  const switchSide = useSwitchToLawyer();
  return (
    <section className={styles.view}>
      <Result
        status="success"
        title="认证成功"
        description="您已成为律桥认证律师，可以切换到律师端开始接单"
      />
      <div className={styles.action}>
        <Button
          block
          color="primary"
          size="large"
          loading={switchSide.isPending}
          onClick={() => switchSide.mutate()}
        >
          切换到律师端
        </Button>
      </div>
    </section>
  );
}

function Rejected({ reason }: { reason: string }) {
  const navigate = useNavigate();
  return (
    <section className={styles.view}>
      <Result status="error" title="未通过" description="您的律师认证申请未通过审核" />
      <div className={styles.reason}>
        <h2 className={styles.reasonTitle}>未通过原因</h2>
        <p className={styles.reasonText}>{reason}</p>
      </div>
      <div className={styles.action}>
        <Button
          block
          color="primary"
          size="large"
          onClick={() => void navigate(withQuery(PATHS.lawyerApply, { reapply: 1 }))}
        >
          重新申请
        </Button>
      </div>
    </section>
  );
}
