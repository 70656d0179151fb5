import { USER_QUERY_SCOPE } from '../../user/api/user-keys';

const OWN_PROFILE = [...USER_QUERY_SCOPE, 'lawyer-profile'] as const;

/** The signed-in lawyer's own profile belongs to the user: dropped when someone signs in or out. */
export const lawyerProfileKeys = {
  ownScope: OWN_PROFILE,
  own: (uuid: string) => [...OWN_PROFILE, uuid] as const,
  services: () => [...OWN_PROFILE, 'services'] as const,
  firmChange: () => [...OWN_PROFILE, 'firm-change'] as const,
};
