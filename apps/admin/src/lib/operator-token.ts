import { useSyncExternalStore } from 'react';

const STORAGE_KEY = 'lawbridge.operator-token';
const listeners = new Set<() => void>();

function notifyListeners(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === STORAGE_KEY || event.key === null) notifyListeners();
}

/**
 * The operator's session token, kept in localStorage so it survives reloads.
 * Subscribers hear every change, including a logout in another tab.
 */
export const operatorToken = {
  get(): string | null {
    return localStorage.getItem(STORAGE_KEY);
  },
  set(token: string): void {
    localStorage.setItem(STORAGE_KEY, token);
    notifyListeners();
  },
  clear(): void {
    localStorage.removeItem(STORAGE_KEY);
    notifyListeners();
  },
  subscribe(listener: () => void): () => void {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  },
};

export function useOperatorToken(): string | null {
  return useSyncExternalStore(operatorToken.subscribe, operatorToken.get);
}
