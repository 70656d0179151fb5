import { imageUrl, type InfoFieldBody, type UserInfo } from '@lawbridge/contract';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { UserRow } from '../../core/db/schema';
import type { UploadRepo } from '../upload/repo';
import { MSG_IMAGE_NOT_FOUND } from '../upload/service';
import type { UserRepo } from './repo';

function toUserInfo(user: UserRow): UserInfo {
  return {
    uuid: user.uuid,
    phone: user.phone,
    nickname: user.nickname,
    avatar: user.avatar_upload_id ? imageUrl(user.avatar_upload_id) : null,
    gender: user.gender,
    is_lawyer: user.is_lawyer,
    channel_type: user.channel_type,
  };
}

/** The logged-in user's own profile: read it, and change one field at a time (PRODUCT §2). */
export function createUserService(deps: { users: UserRepo; uploads: UploadRepo; clock: Clock }) {
  const { users, uploads, clock } = deps;

  async function info(input: { userId: number }): Promise<UserInfo> {
    const user = await users.findById(input.userId);
    // A valid token for a user that no longer exists is treated like an invalid token.
    if (!user) throw AppError.token('user of a valid token is gone');
    return toUserInfo(user);
  }

  async function updateField(input: { userId: number; change: InfoFieldBody }): Promise<void> {
    const { change, userId } = input;
    const now = clock.now();
    switch (change.field) {
      case 'nickname':
        return users.update(userId, { nickname: change.value, updated_at: now });
      case 'gender':
        return users.update(userId, { gender: change.value, updated_at: now });
      case 'avatar':
        if (!(await uploads.isOwnedByUser(change.value, userId)))
          throw AppError.badParams(MSG_IMAGE_NOT_FOUND);
        // An avatar is public: served at its stable address, cached for a year.
        await uploads.markPublic(change.value);
        return users.update(userId, { avatar_upload_id: change.value, updated_at: now });
    }
  }

  return { info, updateField };
}
