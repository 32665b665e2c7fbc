/** Runs named stages one after another and prints how long each took at the end, passed or not. */
export class Stages {
  private readonly timings: { name: string; seconds: number; passed: boolean }[] = [];

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

  private record(name: string, started: number, passed: boolean) {
    this.timings.push({ name, seconds: Math.round((Date.now() - started) / 1000), passed });
  }

  /** A table of the stages run so far and their total. */
  summary(): string {
    const width = Math.max(...this.timings.map((t) => t.name.length), 'total'.length);
    const total = this.timings.reduce((sum, t) => sum + t.seconds, 0);
    return [
      ...this.timings.map(
        (t) => `${t.name.padEnd(width)}  ${String(t.seconds).padStart(5)} s${t.passed ? '' : '  FAILED'}`,
      ),
      `${'total'.padEnd(width)}  ${String(total).padStart(5)} s`,
    ].join('\n');
  }
}
