import { Box, Flex, Text } from '@chakra-ui/react';

export interface ProgressBarProps {
  /** 0 to 100. */
  value: number;
  /** Accessible name, shown above the bar unless `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  /** Text at the right end, e.g. '40%'. */
  valueText?: string;
  /** @default 'brand' */
  colorPalette?: string;
  /** Bar thickness. @default '2' */
  height?: string;
}

/**
 * A determinate progress bar. Plain elements rather than Chakra's Progress, whose state machine
 * would add to the shared bundle every visitor downloads.
 */
export function ProgressBar({
  value,
  label,
  hideLabel,
  valueText,
  colorPalette = 'brand',
  height = '2',
}: ProgressBarProps) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <Box>
      {!hideLabel || valueText ? (
        <Flex justify="space-between" mb="1.5" gap="2">
          {!hideLabel ? (
            <Text fontSize="sm" fontWeight="medium">
              {label}
            </Text>
          ) : (
            <span />
          )}
          {valueText ? (
            <Text fontSize="sm" color="fg.muted">
              {valueText}
            </Text>
          ) : null}
        </Flex>
      ) : null}
      <Box
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(clamped)}
        data-palette={colorPalette}
        height={height}
        borderRadius="full"
        bg="bg.emphasized"
        overflow="hidden"
      >
        <Box
          height="100%"
          width={`${clamped}%`}
          bg={`${colorPalette}.500`}
          borderRadius="full"
          transition="width 0.3s ease"
        />
      </Box>
    </Box>
  );
}
