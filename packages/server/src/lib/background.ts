/**
 * Work that must not delay (or be timed through) a response, such as mailing a recovery link: the
 * answer goes out at once either way, so response time says nothing about whether the account exists.
 * `settle()` waits for what is in flight (shutdown, tests).
 */
export class BackgroundTasks {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly onError: (err: unknown, name: string) => void) {}

  run(name: string, task: () => Promise<unknown>): void {
    const p: Promise<void> = Promise.resolve()
      .then(task)
      .then(
        () => undefined,
        (err) => this.onError(err, name),
      )
      .finally(() => this.inFlight.delete(p));
    this.inFlight.add(p);
  }

  async settle(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }
}
