/** `read` of a key that holds no object, from either implementation. */
export class ObjectNotFoundError extends Error {
  override name = 'ObjectNotFoundError';

  constructor(readonly key: string) {
    super(`no stored object under "${key}"`);
  }
}

/**
 * `check` failed: the storage cannot be used as configured. The message is for the operator: it says
 * what is wrong and which variables to look at, so the boot error and /readyz can print it as it is.
 */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
}

/** An object whose byte count differs from the size it was announced with; nothing is stored. */
export class ObjectSizeMismatchError extends Error {
  override name = 'ObjectSizeMismatchError';

  constructor(key: string, expected: number, actual: number) {
    super(`object "${key}" was announced with ${expected} bytes but ${actual} arrived`);
  }
}
