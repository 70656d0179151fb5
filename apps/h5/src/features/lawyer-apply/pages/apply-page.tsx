import { Navigate, useNavigate } from 'react-router';
import type { PageProps } from '../../../app/page-types';
import { PATHS } from '../../../app/paths';
import { AsyncView } from '../../../components/async-view';
import { useProfileOptions } from '../../lawyer-profile/profile-options';
import { useApplyStatus } from '../api/get-apply-status';
import { useSubmitApplication } from '../api/submit-application';
import { applyFormValues, applyPageMode } from '../apply-form';
import { ApplyFormView } from '../components/apply-form-view';
import styles from './apply-page.module.css';

/** 律师认证 (/pages/lawyer/profile/apply): the application form, prefilled when re-applying. */
export default function ApplyPage({ query }: PageProps) {
  const navigate = useNavigate();
  const status = useApplyStatus();
  const options = useProfileOptions();
  const submit = useSubmitApplication();
  return (
    <div className={styles.page}>
      <AsyncView query={status}>
        {(result) => {
          const mode = applyPageMode(result, query.reapply === '1');
          if (mode.kind === 'status') return <Navigate to={PATHS.lawyerApplyStatus} replace />;
          return (
            <AsyncView query={options}>
              {(choices) => (
                <ApplyFormView
                  options={choices}
                  initialValues={mode.previous ? applyFormValues(mode.previous) : {}}
                  submitting={submit.isPending}
                  onSubmit={(body) =>
                    submit.mutate(body, {
                      onSuccess: () => void navigate(PATHS.lawyerApplyStatus, { replace: true }),
                    })
                  }
                />
              )}
            </AsyncView>
          );
        }}
      </AsyncView>
    </div>
  );
}
