// Times GET /api/health, over real HTTP, for as long as some hostile request is in flight: the
// measure of "one request cannot stall the server" (every other request waits behind a busy event
// loop, and health is the cheapest of them).
import { setTimeout as sleep } from 'node:timers/promises';

export interface HealthTimings {
  samples: number;
  p99: number;
  max: number;
}

export async function healthWhile<T>(baseUrl: string, work: Promise<T>): Promise<{ result: T; health: HealthTimings }> {
  let done = false;
  const finished = work.finally(() => {
    done = true;
  });
  const latencies: number[] = [];
  // At least a few samples even when the work is quick; then until it settles.
  while (!done || latencies.length < 5) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/health`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    await sleep(10);
  }
  const result = await finished;
  const sorted = [...latencies].sort((a, b) => a - b);
  const p99 = sorted[Math.max(0, Math.ceil(sorted.length * 0.99) - 1)]!;
  return { result, health: { samples: sorted.length, p99, max: sorted.at(-1)! } };
}
