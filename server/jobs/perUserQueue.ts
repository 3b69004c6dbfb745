/**
 * Background jobs in this process: one at a time per user, `parallel` at
 * once in all, the rest waiting in order (a user's next job waits while a
 * later user's runs). The import and transcription runners share it; each
 * bounds what it lets in.
 */
export class PerUserQueue<Job extends { userId: string }> {
  private readonly waiting: Job[] = [];
  private readonly runningUsers = new Set<string>();
  private running = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly parallel: number,
    private readonly run: (job: Job) => Promise<void>,
  ) {}

  /** Jobs of this user waiting or running. */
  pendingFor(userId: string): number {
    return (
      this.waiting.filter((job) => job.userId === userId).length +
      (this.runningUsers.has(userId) ? 1 : 0)
    );
  }

  /** Jobs waiting for their turn, all users together. */
  get waitingCount(): number {
    return this.waiting.length;
  }

  enqueue(job: Job): void {
    this.waiting.push(job);
    this.pump();
  }

  /** Takes every waiting job out (shutdown); running ones go on to their end. */
  takeWaiting(): Job[] {
    return this.waiting.splice(0);
  }

  /** Resolves once no job waits or runs (tests, shutdown). */
  idle(): Promise<void> {
    if (this.running === 0 && this.waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private pump() {
    while (this.running < this.parallel) {
      const index = this.waiting.findIndex((job) => !this.runningUsers.has(job.userId));
      if (index === -1) break;
      const [job] = this.waiting.splice(index, 1);
      if (!job) break;
      this.running++;
      this.runningUsers.add(job.userId);
      void this.run(job).finally(() => {
        this.running--;
        this.runningUsers.delete(job.userId);
        this.pump();
        if (this.running === 0 && this.waiting.length === 0) {
          for (const resolve of this.idleWaiters.splice(0)) resolve();
        }
      });
    }
  }
}
