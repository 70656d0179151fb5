import { UserType, YesNo, type UserInfo, type UserTypeValue } from '@lawbridge/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface SessionState {
  token: string | null;
  /** The side of the product the user is using; lawyer only while the user is a certified lawyer. */
  type: UserTypeValue;
  user: UserInfo | null;
  /** The lawyer profile is fetched with the lawyer capability; until it exists it stays null. */
  lawyer: null;
}

interface SessionActions {
  setToken(token: string): void;
  /** Stores fresh user info; a user who is not a lawyer falls back to the customer side (seed §4). */
  setUser(user: UserInfo): void;
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
        set((state) => ({
          user,
          type: user.is_lawyer === YesNo.yes.value ? state.type : UserType.customer.value,
        })),
      setType: (type) => set({ type }),
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
