/**
 * Colour of a usage bar from the share of scans used (0..1). docs/product/rules-and-limits.md#usage-bar-colours gives two scales:
 * - `upload` (the upload page's usage card): green below 33% used, amber below 66%, red otherwise;
 * - `profile` (the subscription card): red at 90% or more, amber at 70% or more, else green.
 */
export type UsageScale = 'upload' | 'profile';
export type UsagePalette = 'green' | 'orange' | 'red';

export function usageColor(usedShare: number, scale: UsageScale): UsagePalette {
  const used = Math.max(0, Math.min(1, usedShare));
  if (scale === 'upload') {
    if (used < 0.33) return 'green';
    if (used < 0.66) return 'orange';
    return 'red';
  }
  if (used >= 0.9) return 'red';
  if (used >= 0.7) return 'orange';
  return 'green';
}

/** Percent used, capped at 100 (the profile shows more scans than the limit as a full bar). */
export function usagePercent(used: number, limit: number): number {
  if (limit <= 0) return 100;
  return Math.min(100, Math.round((used / limit) * 100));
}
