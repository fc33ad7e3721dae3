/**
 * The per-IP route limits count in fixed windows aligned to the clock (@fastify/rate-limit's model,
 * decision 016): a burst that runs across a window's end starts counting again halfway. A test of a
 * limit waits, before its burst, until the current window has `roomMs` left, so its outcome does not
 * depend on the time of day it runs at.
 */
export async function untilWindowHasRoom(windowMs: number, roomMs = 10_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < roomMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
