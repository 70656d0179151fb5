import { UserType, YesNo, type LawyerDetail, type UserInfo, type UserTypeValue } from '@lawbridge/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { rememberSide } from './remembered-side';

export interface SessionState {
  token: string | null;
  /** The side of the product the user is using; lawyer only while the user is a certified lawyer. */
  type: UserTypeValue;
  user: UserInfo | null;
  /** The user's own lawyer profile (seed §4: loaded after the user info when is_lawyer = 1), else null. */
  lawyer: LawyerDetail | null;
}

interface SessionActions {
  setToken(token: string): void;
  /**
   * Stores fresh user info. A user who is not a lawyer falls back to the customer side (seed §4) and
   * has no lawyer profile; a profile of another user is dropped.
   */
  setUser(user: UserInfo): void;
  setLawyer(lawyer: LawyerDetail): void;
  /** Switches side; this device remembers it for the signed-in user's next login (remembered-side.ts). */
  setType(type: UserTypeValue): void;
  /** Clears token and user and resets the type to customer (seed §4). */
  logout(): void;
}

export type SessionStore = SessionState & SessionActions;

export const SESSION_STORAGE_KEY = 'lawbridge-session';

const signedOut: SessionState = { token: null, type: UserType.customer.value, user: null, lawyer: null };

export const useSession = create<SessionStore>()(
  persist(
    (set) => ({
      ...signedOut,
      setToken: (token) => set({ token }),
      setUser: (user) =>
        set((state) =>
          isLawyer(user)
            ? { user, lawyer: state.lawyer?.uuid === user.uuid ? state.lawyer : null }
            : { user, type: UserType.customer.value, lawyer: null },
        ),
      setLawyer: (lawyer) => set({ lawyer }),
      setType: (type) =>
        set((state) => {
          if (state.user) rememberSide(state.user.uuid, type);
          return { type };
        }),
      logout: () => set(signedOut),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, type, user, lawyer }): SessionState => ({ token, type, user, lawyer }),
    },
  ),
);

export const isLawyer = (user: UserInfo | null): boolean => user?.is_lawyer === YesNo.yes.value;
