/**
 * Group commit: `commit()` settles once a write that began after the call has finished. Callers that arrive
 * while a write runs share the one next write, so a burst of changes costs two writes, not one per change.
 * `write` reports its own failures; a failed write still settles its callers.
 */
export function groupCommit(write: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const start = (): Promise<void> => {
    running = write()
      .catch(() => {})
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  return () => {
    if (!running) return start();
    next ??= running.then(() => {
      next = undefined;
      return start();
    });
    return next;
  };
}
