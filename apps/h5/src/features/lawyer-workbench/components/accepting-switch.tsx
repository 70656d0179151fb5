import type { LawyerDetail } from '@lawbridge/contract';
import Switch from 'antd-mobile/es/components/switch';
import { useUpdateProfile } from '../../lawyer-profile/api/update-profile';
import { profileBody } from '../../lawyer-profile/profile-body';
import styles from './accepting-switch.module.css';

/** 接单中 on/off: saved at once with the rest of the profile unchanged; shows the saved state. */
export function AcceptingSwitch({ lawyer }: { lawyer: LawyerDetail }) {
  const update = useUpdateProfile();
  const accepting = lawyer.accepting === 1;
  return (
    <label className={styles.accepting}>
      <span>{accepting ? '接单中' : '暂停接单'}</span>
      <Switch
        aria-label="接单中"
        checked={accepting}
        loading={update.isPending}
        onChange={(on) => update.mutate(profileBody(lawyer, { accepting: on ? 1 : 0 }))}
      />
    </label>
  );
}
