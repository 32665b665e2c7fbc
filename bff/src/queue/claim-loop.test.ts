import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClaimLoop, type ClaimLoopSteps } from './claim-loop.ts';

/** A queue in memory: `claim` takes the next name; each piece of work ends when the test says. */
function memoryQueue(names: string[]) {
  const waiting = [...names];
  const finish = new Map<string, () => void>();
  const processed: string[] = [];
  let inProcess = 0;
  let mostAtOnce = 0;
  const steps = {
    claim: vi.fn(async () => waiting.shift() ?? null),
    process: async (name: string) => {
      inProcess += 1;
      mostAtOnce = Math.max(mostAtOnce, inProcess);
      await new Promise<void>((done) => finish.set(name, done));
      inProcess -= 1;
      processed.push(name);
    },
  };
  return {
    steps,
    processed,
    add: (name: string) => waiting.push(name),
    finish: (name: string) => finish.get(name)?.(),
    started: () => [...finish.keys()],
    mostAtOnce: () => mostAtOnce,
  };
}

const loops: ClaimLoop<string>[] = [];
function startLoop(steps: Omit<ClaimLoopSteps<string>, 'onRoundError'> & Partial<ClaimLoopSteps<string>>) {
  const loop = new ClaimLoop<string>({ onRoundError: () => {}, ...steps });
  loops.push(loop);
  loop.start();
  return loop;
}

afterEach(async () => {
  await Promise.all(loops.splice(0).map((loop) => loop.stop()));
});

describe('the claim loop of the queue workers', () => {
  it('holds at most `concurrency` pieces of work, claiming the next as soon as one ends', async () => {
    const queue = memoryQueue(['a', 'b', 'c', 'd', 'e']);
    startLoop({ ...queue.steps, concurrency: 2, pollMs: 60_000 });
    await vi.waitFor(() => expect(queue.started()).toEqual(['a', 'b']));
    queue.finish('a');
    await vi.waitFor(() => expect(queue.started()).toEqual(['a', 'b', 'c']));
    for (const name of ['b', 'c', 'd', 'e']) {
      await vi.waitFor(() => expect(queue.started()).toContain(name));
      queue.finish(name);
    }
    await vi.waitFor(() => expect(queue.processed).toHaveLength(5));
    expect(queue.mostAtOnce()).toBe(2);
  });

  it('finds new work when woken, without waiting for the poll', async () => {
    const queue = memoryQueue([]);
    const loop = startLoop({ ...queue.steps, concurrency: 1, pollMs: 60_000 });
    await vi.waitFor(() => expect(queue.steps.claim).toHaveBeenCalledTimes(1));
    queue.add('late');
    loop.wake();
    await vi.waitFor(() => expect(queue.started()).toEqual(['late']));
    queue.finish('late');
  });

  it('reports a failed round and tries again at the next poll', async () => {
    const queue = memoryQueue(['after the outage']);
    const failures: unknown[] = [];
    let rounds = 0;
    startLoop({
      ...queue.steps,
      concurrency: 1,
      pollMs: 20,
      beforeRound: async () => {
        rounds += 1;
        if (rounds === 1) throw new Error('database down');
      },
      onRoundError: (error) => failures.push(error),
    });
    await vi.waitFor(() => expect(queue.started()).toEqual(['after the outage']));
    expect(failures).toEqual([new Error('database down')]);
    queue.finish('after the outage');
  });

  it('runs beforeStart once, before the first claim', async () => {
    const queue = memoryQueue(['a']);
    const order: string[] = [];
    startLoop({
      ...queue.steps,
      claim: async () => {
        order.push('claim');
        return queue.steps.claim();
      },
      concurrency: 2,
      pollMs: 20,
      beforeStart: async () => {
        order.push('start');
      },
    });
    await vi.waitFor(() => expect(order.filter((step) => step === 'claim').length).toBeGreaterThan(2));
    expect(order.filter((step) => step === 'start')).toHaveLength(1);
    expect(order[0]).toBe('start');
    queue.finish('a');
  });

  it('stops claiming on stop, leaving the work in hand to its worker', async () => {
    const queue = memoryQueue(['a', 'b']);
    const loop = startLoop({ ...queue.steps, concurrency: 1, pollMs: 20 });
    await vi.waitFor(() => expect(queue.started()).toEqual(['a']));
    await loop.stop();
    expect(loop.inHand()).toHaveLength(1);
    queue.finish('a');
    await Promise.all(loop.inHand());
    expect(loop.inHand()).toHaveLength(0);
    await new Promise((wait) => setTimeout(wait, 60));
    expect(queue.started()).toEqual(['a']);
  });
});
