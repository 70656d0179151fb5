/**
 * Shares one read among the callers that ask while it runs, without giving anyone an answer older than
 * their question: a caller who asks while a read is under way gets the next read, which begins once that
 * one has ended (one next read for all who asked meanwhile). So a caller who asks after a commit always
 * gets a read begun after it, and a busy server sends one read per read's time instead of one per caller.
 */
export function createFreshReads<T>(read: () => Promise<T>): () => Promise<T> {
  /** The read under way: it may have begun before some of those now asking. */
  let running: Promise<T> | null = null;
  /** The read for those who asked while `running` ran: begins when it ends. */
  let next: Promise<T> | null = null;

  function begin(): Promise<T> {
    const reading = read();
    running = reading;
    const ended = () => {
      if (running === reading) running = null;
    };
    reading.then(ended, ended);
    return reading;
  }

  return () => {
    if (!running) return begin();
    next ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = null;
        return begin();
      });
    return next;
  };
}
