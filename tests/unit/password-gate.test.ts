import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordGate, verifyPassword } from '../../api/src/accounts/services/password.ts';
import { env } from '../../api/src/env.ts';
import { AppError } from '../../api/src/errors.ts';
import { createGate } from '../../api/src/lib/gate.ts';

/** A task that ends when told to, recording how many ran at once. */
function tasks() {
  let running = 0;
  let peak = 0;
  const finish: (() => void)[] = [];
  const task = () =>
    new Promise<number>((resolve) => {
      running++;
      peak = Math.max(peak, running);
      finish.push(() => {
        running--;
        resolve(peak);
      });
    });
  return { task, finish, peak: () => peak };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createGate: at most N at once, a bounded queue, then 503', () => {
  it('runs two at a time in arrival order and refuses past the queue with SERVICE_UNAVAILABLE', async () => {
    const gate = createGate(2, 3, 7);
    const { task, finish, peak } = tasks();
    const order: number[] = [];
    const accepted = Array.from({ length: 5 }, (_, i) => gate.run(() => task().then(() => order.push(i))));
    expect(gate.load).toEqual({ running: 2, waiting: 3 });
    const refused = await gate.run(task).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
      headers: { 'Retry-After': '7' },
    });
    // Finish them one by one: each frees its slot for the next waiter, never more than two run.
    for (let done = 0; done < 5; done++) {
      await tick();
      finish.shift()?.();
    }
    await Promise.all(accepted);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(peak()).toBe(2);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a task that fails', async () => {
    const gate = createGate(1, 0);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });
});

describe('password hashing goes through the gate (PASSWORD_HASH_CONCURRENCY, half the cores)', () => {
  it('hashes and verifies at most that many at a time; the others wait', async () => {
    const max = env.PASSWORD_HASH_CONCURRENCY;
    expect(max).toBe(Math.max(1, Math.floor(availableParallelism() / 2)));
    const hashes = Array.from({ length: 6 }, (_, i) => hashPassword(`Str0ng.Pass${i}`));
    expect(passwordGate.load).toEqual({ running: max, waiting: 6 - max });
    const stored = await Promise.all(hashes);
    expect(passwordGate.load).toEqual({ running: 0, waiting: 0 });
    const checks = stored.map((hash, i) => verifyPassword(`Str0ng.Pass${i}`, hash));
    expect(passwordGate.load).toEqual({ running: max, waiting: 6 - max });
    expect(await Promise.all(checks)).toEqual(Array(6).fill(true));
  });
});
