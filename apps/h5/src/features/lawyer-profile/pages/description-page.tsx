import { AsyncView } from '../../../components/async-view';
import { useGoBack } from '../../../lib/use-go-back';
import { showToast } from '../../../lib/toast';
import { useOwnProfile } from '../api/get-own-profile';
import { DescriptionForm } from '../components/description-form';

/** 个人简介 (/pages/lawyer/profile/editDescription): edit, save, 已保存, back. */
export default function DescriptionPage() {
  const profile = useOwnProfile();
  const goBack = useGoBack();
  return (
    <AsyncView query={profile}>
      {(lawyer) => (
        <DescriptionForm
          lawyer={lawyer}
          onSaved={() => {
            showToast('已保存');
            goBack();
          }}
        />
      )}
    </AsyncView>
  );
}
