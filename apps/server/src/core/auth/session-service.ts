import { TOKEN_ROTATION_GRACE_MS, TOKEN_TTL_MS } from '@lawbridge/contract';
import type { Clock } from '../clock';
import { generateToken, hashToken } from './token';
import type { TokenRepo } from './token-repo';

/** How often `last_used_at` is written at most, to keep reads cheap. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface IssuedToken {
  token: string;
  expiresAt: number;
}

export interface AuthUser {
  /** Internal user id; never sent to clients. */
  id: number;
  /** Whether the user is a certified lawyer (is_lawyer = 1) as the token was checked. */
  isLawyer: boolean;
}

/** A user as their token was checked, with when that token stops being valid (it may end sooner: logout). */
export interface IdentifiedUser extends AuthUser {
  tokenExpiresAt: number;
}

/**
 * User session tokens (PRODUCT §2): only the SHA-256 is stored; 30-day life; past half its life a
 * token is rotated once, the old one living on for a 60 s grace window so parallel requests succeed.
 */
export function createSessionService(deps: { repo: TokenRepo; clock: Clock }) {
  const { repo, clock } = deps;
  const revokedListeners = new Set<(userId: number) => void>();

  async function issueWithId(input: { userId: number }): Promise<IssuedToken & { id: number }> {
    const now = clock.now();
    const token = generateToken();
    const expiresAt = now + TOKEN_TTL_MS;
    await repo.deleteExpiredOfUser(input.userId, now);
    const id = await repo.insert({ tokenHash: hashToken(token), userId: input.userId, now, expiresAt });
    return { token, expiresAt, id };
  }

  async function issue(input: { userId: number }): Promise<IssuedToken> {
    const { token, expiresAt } = await issueWithId(input);
    return { token, expiresAt };
  }

  /** null when the token is unknown, expired or revoked. */
  async function authenticate(input: {
    token: string;
  }): Promise<{ user: AuthUser; rotated: IssuedToken | null } | null> {
    const now = clock.now();
    const row = await repo.findUnexpired(hashToken(input.token), now);
    if (!row) return null;
    const user: AuthUser = { id: row.user_id, isLawyer: row.is_lawyer === 1 };

    const pastHalfLife = row.expires_at - now < TOKEN_TTL_MS / 2;
    if (row.replaced_at === null && pastHalfLife) {
      if (await repo.markReplaced(row.id, now, Math.min(row.expires_at, now + TOKEN_ROTATION_GRACE_MS))) {
        const successor = await issueWithId({ userId: row.user_id });
        await repo.linkSuccessor(row.id, successor.id);
        return { user, rotated: { token: successor.token, expiresAt: successor.expiresAt } };
      }
    } else if (now - row.last_used_at >= TOUCH_INTERVAL_MS) {
      await repo.touch(row.id, now);
    }
    return { user, rotated: null };
  }

  /**
   * Who holds the token, without rotating it: for the chat socket, which has no response header to hand
   * a successor over (the HTTP requests beside it rotate as usual). null when unknown, expired or revoked.
   */
  async function identify(input: { token: string }): Promise<IdentifiedUser | null> {
    const row = await repo.findUnexpired(hashToken(input.token), clock.now());
    return row ? { id: row.user_id, isLawyer: row.is_lawyer === 1, tokenExpiresAt: row.expires_at } : null;
  }

  /**
   * Logout: the token, and the other token of its rotation pair still in its grace window. Listeners hear
   * whose tokens went (in this process), so what holds a token open, such as a chat socket, can check it.
   */
  async function revoke(input: { token: string }): Promise<void> {
    const userId = await repo.deleteWithRotationPair(hashToken(input.token));
    if (userId === null) return;
    for (const listener of [...revokedListeners]) listener(userId);
  }

  /**
   * Every token of the user, or every one but `keep` (the token asking): a changed phone or a closed account
   * ends the other sessions. Listeners hear it like a logout.
   */
  async function revokeAllOfUser(input: { userId: number; keep?: string }): Promise<void> {
    await repo.deleteAllOfUser(input.userId, input.keep === undefined ? null : hashToken(input.keep));
    for (const listener of [...revokedListeners]) listener(input.userId);
  }

  /** Calls `listener` with the user id after each revoke in this process; answers how to stop. */
  function onRevoked(listener: (userId: number) => void): () => void {
    revokedListeners.add(listener);
    return () => void revokedListeners.delete(listener);
  }

  return { issue, authenticate, identify, revoke, revokeAllOfUser, onRevoked };
}

export type SessionService = ReturnType<typeof createSessionService>;
