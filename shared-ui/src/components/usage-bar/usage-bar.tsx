import { Flex, Progress, Text } from '@chakra-ui/react';
import { type UsageScale, usageColor, usagePercent } from './usage-color';

export interface UsageBarProps {
  used: number;
  limit: number;
  /** Which SPEC.md colour thresholds apply. @default 'upload' */
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
  return (
    <Progress.Root value={percent} colorPalette={palette} size="md" data-palette={palette}>
      <Flex justify="space-between" mb="1.5" gap="2">
        <Progress.Label fontSize="sm" fontWeight="medium">{label}</Progress.Label>
        {valueText ? <Text fontSize="sm" color="fg.muted">{valueText}</Text> : null}
      </Flex>
      <Progress.Track borderRadius="full">
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
