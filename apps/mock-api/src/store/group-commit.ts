/**
 * Group commit: `commit()` settles once a write that began after the call has finished. Callers that arrive
 * while a write runs share the one next write, so a burst of changes costs two writes, not one per change.
 * A failed write rejects its callers' promises with its error (a change that was not kept must not be
 * acknowledged); the next caller starts a new write.
 */
export function groupCommit(write: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const start = (): Promise<void> => {
    const attempt = write();
    running = attempt.then(
      () => {
        running = undefined;
      },
      () => {
        running = undefined;
      },
    );
    return attempt;
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
