import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '@lawbridge/contract';
import List from 'antd-mobile/es/components/list';
import { UserOutline } from 'antd-mobile-icons';
import { useRef, type ChangeEvent } from 'react';
import { showToast } from '../../../lib/toast';
import { useUploadImage } from '../../upload/api/upload-image';
import { useUpdateUserField } from '../api/update-user-field';
import styles from './profile-items.module.css';

const ACCEPTED: readonly string[] = IMAGE_MIME_TYPES;

/** 头像: pick an image, upload it, then make it the avatar. `avatar` is the image's address. */
export function AvatarItem({ avatar }: { avatar: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const update = useUpdateUserField();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) return showToast('请选择 JPG、PNG 或 WebP 格式的图片');
    if (file.size > IMAGE_MAX_BYTES) return showToast(`图片不能超过${IMAGE_MAX_BYTES / 1024 / 1024}MB`);
    const uploaded = await upload.mutateAsync(file).catch(() => null);
    if (uploaded) update.mutate({ field: 'avatar', value: uploaded.id });
  }

  return (
    <List.Item
      onClick={() => input.current?.click()}
      extra={
        avatar ? (
          <img className={styles.avatar} src={avatar} alt="头像" />
        ) : (
          <span className={styles.avatarPlaceholder} aria-label="未设置头像">
            <UserOutline />
          </span>
        )
      }
    >
      头像
      <input
        ref={input}
        className={styles.fileInput}
        type="file"
        accept={IMAGE_MIME_TYPES.join(',')}
        aria-label="选择头像图片"
        onChange={(event) => void choose(event)}
      />
    </List.Item>
  );
}
