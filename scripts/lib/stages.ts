/**
 * Runs named stages, one after another or side by side, and prints at the end when each started,
 * how long it took and the run's wall time, passed or not.
 */
export class Stages {
  private readonly started = Date.now();
  private readonly timings: { name: string; from: number; seconds: number; passed: boolean }[] = [];

  async run(name: string, step: () => Promise<void>): Promise<void> {
    const started = Date.now();
    try {
      await step();
      this.record(name, started, true);
    } catch (error) {
      this.record(name, started, false);
      throw error;
    }
  }

  /** Stages side by side; every one runs to its end, and the first failure is thrown after all ended. */
  async parallel(stages: Record<string, () => Promise<void>>): Promise<void> {
    const results = await Promise.allSettled(
      Object.entries(stages).map(([name, step]) => this.run(name, step)),
    );
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }

  private record(name: string, started: number, passed: boolean) {
    const seconds = (ms: number) => Math.round(ms / 1000);
    this.timings.push({
      name,
      from: seconds(started - this.started),
      seconds: seconds(Date.now() - started),
      passed,
    });
  }

  /** A table of the stages run so far (start, duration) and the wall time since the first began. */
  summary(): string {
    const width = Math.max(...this.timings.map((t) => t.name.length), 'wall time'.length);
    const rows = [...this.timings].sort((a, b) => a.from - b.from);
    return [
      `${''.padEnd(width)}  ${'from'.padStart(7)}  ${'took'.padStart(7)}`,
      ...rows.map(
        (t) =>
          `${t.name.padEnd(width)}  ${`${t.from} s`.padStart(7)}  ${`${t.seconds} s`.padStart(7)}${t.passed ? '' : '  FAILED'}`,
      ),
      `${'wall time'.padEnd(width)}  ${''.padStart(7)}  ${`${Math.round((Date.now() - this.started) / 1000)} s`.padStart(7)}`,
    ].join('\n');
  }
}
