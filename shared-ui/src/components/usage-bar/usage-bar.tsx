import { ProgressBar } from '../progress-bar';
import { type UsageScale, usageColor, usagePercent } from './usage-color';

export interface UsageBarProps {
  used: number;
  limit: number;
  /** Which colour thresholds apply (docs/product/rules-and-limits.md#usage-bar-colours). @default 'upload' */
  scale?: UsageScale;
  /** Visible caption, also the accessible name. */
  label: string;
  /** Text at the right end, e.g. '2 of 3 remaining'. */
  valueText?: string;
}

/** Remaining-scans bar coloured by the share used. */
export function UsageBar({ used, limit, scale = 'upload', label, valueText }: UsageBarProps) {
  const percent = usagePercent(used, limit);
  const palette = usageColor(limit > 0 ? used / limit : 1, scale);
  return <ProgressBar value={percent} label={label} valueText={valueText} colorPalette={palette} />;
}
