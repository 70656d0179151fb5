import { AsyncView } from '../../../components/async-view';
import { useGoBack } from '../../../lib/use-go-back';
import { showToast } from '../../../lib/toast';
import { useOwnProfile } from '../api/get-own-profile';
import { ProfileForm } from '../components/profile-form';
import { useProfileOptions } from '../profile-options';
import styles from './profile-page.module.css';

/** 编辑资料 (/pages/lawyer/profile/user): the lawyer's own profile; saving reloads `session.lawyer`. */
export default function LawyerProfilePage() {
  const profile = useOwnProfile();
  const options = useProfileOptions();
  const goBack = useGoBack();
  return (
    <div className={styles.page}>
      <AsyncView query={profile}>
        {(lawyer) => (
          <AsyncView query={options}>
            {(choices) => (
              <ProfileForm
                lawyer={lawyer}
                options={choices}
                onSaved={() => {
                  showToast('已保存');
                  goBack();
                }}
              />
            )}
          </AsyncView>
        )}
      </AsyncView>
    </div>
  );
}
