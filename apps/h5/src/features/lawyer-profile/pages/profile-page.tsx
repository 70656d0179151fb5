import { AsyncView } from '../../../components/async-view';
import { useGoBack } from '../../../lib/use-go-back';
import { showToast } from '../../../lib/toast';
import { useOwnProfile } from '../api/get-own-profile';
import { useOwnServices } from '../api/own-services';
import { ProfileForm } from '../components/profile-form';
import { useProfileOptions } from '../profile-options';
import styles from './profile-page.module.css';

/** 编辑资料 (/pages/lawyer/profile/user): the lawyer's own profile; saving reloads `session.lawyer`. */
export default function LawyerProfilePage() {
  const profile = useOwnProfile();
  const options = useProfileOptions();
  const services = useOwnServices();
  const goBack = useGoBack();
  return (
    <div className={styles.page}>
      <AsyncView query={profile}>
        {(lawyer) => (
          <AsyncView query={options}>
            {(choices) => (
              <AsyncView query={services}>
                {(own) => (
                  <ProfileForm
                    lawyer={lawyer}
                    services={own}
                    options={choices}
                    onSaved={(firmInReview) => {
                      showToast(firmInReview ? '已保存，执业机构变更已提交审核' : '已保存');
                      goBack();
                    }}
                  />
                )}
              </AsyncView>
            )}
          </AsyncView>
        )}
      </AsyncView>
    </div>
  );
}
