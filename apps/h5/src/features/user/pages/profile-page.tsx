import Skeleton from 'antd-mobile/es/components/skeleton';
import { AsyncView } from '../../../components/async-view';
import { useUserInfo } from '../api/get-user-info';
import { ProfileList } from '../components/profile-list';
import styles from './profile-page.module.css';

/** 个人信息: avatar, nickname, gender and the masked phone number; reloaded after each change. */
export default function ProfilePage() {
  const userInfo = useUserInfo();
  return (
    <div className={styles.page}>
      <AsyncView
        query={userInfo}
        loading={<Skeleton.Paragraph lineCount={4} animated className={styles.skeleton} />}
      >
        {(user) => <ProfileList user={user} />}
      </AsyncView>
    </div>
  );
}
