import { UserType, YesNo, type UserInfo, type UserTypeValue } from '@lawbridge/contract';

/** Device storage of the side each user last switched to (issue 18), kept across logouts. */
export const SIDE_STORAGE_KEY = 'lawbridge-side';

type SideByUser = Record<string, UserTypeValue>;

function read(): SideByUser {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SIDE_STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as SideByUser) : {};
  } catch {
    return {};
  }
}

/** Remembers on this device the side `userUuid` switched to. */
export function rememberSide(userUuid: string, side: UserTypeValue): void {
  localStorage.setItem(SIDE_STORAGE_KEY, JSON.stringify({ ...read(), [userUuid]: side }));
}

/**
 * The side a user lands on after login: a certified lawyer on the side they last used on this device
 * (the lawyer side when they never switched here); anyone else on the customer side.
 */
export function landingSide(user: UserInfo): UserTypeValue {
  if (user.is_lawyer !== YesNo.yes.value) return UserType.customer.value;
  return read()[user.uuid] === UserType.customer.value ? UserType.customer.value : UserType.lawyer.value;
}
