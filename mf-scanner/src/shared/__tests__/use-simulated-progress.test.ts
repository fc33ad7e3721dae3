import { PROGRESS_CAP, nextProgress } from '../use-simulated-progress';

describe('nextProgress (docs/product/rules-and-limits.md#time-and-progress)', () => {
  it('rises by 4 to 12 below 80, by 1 to 4 below 95, then by 0.2', () => {
    expect(nextProgress(0, 0)).toBe(4);
    expect(nextProgress(0, 0.999999)).toBeCloseTo(12, 4);
    expect(nextProgress(79.9, 0)).toBeCloseTo(83.9);
    expect(nextProgress(80, 0)).toBe(81);
    expect(nextProgress(80, 0.999999)).toBeCloseTo(84, 4);
    expect(nextProgress(95, 0.7)).toBeCloseTo(95.2);
  });

  it('never passes 99 while the call runs', () => {
    expect(PROGRESS_CAP).toBe(99);
    expect(nextProgress(93, 0.999999)).toBeLessThanOrEqual(97);
    expect(nextProgress(98.9, 0.5)).toBe(99);
    expect(nextProgress(99, 0.5)).toBe(99);
  });
});
