import { Box, Text, VStack } from '@chakra-ui/react';
import { motion, useReducedMotion } from 'framer-motion';
import { SCORE_BAND_PALETTE, scoreBand } from './score-band';

export interface ScoreGaugeProps {
  /** 0 to 100. Values outside are clamped. */
  score: number;
  /** Caption under the number. @default 'ATS Compatibility' */
  label?: string;
  /** Diameter in pixels. @default 160 */
  size?: number;
  /** Text shown instead of the caption while a new score is computed (e.g. 'Rescoring...'). */
  pendingText?: string;
  /**
   * Test id of an element holding only the digits (no '%'), for tests that read the number.
   * @default undefined (no such element)
   */
  valueTestId?: string;
}

const STROKE = 12;

/** A circular gauge whose arc animates to the score, coloured by the score bands (docs/product/rules-and-limits.md#score-bands). */
export function ScoreGauge({
  score,
  label = 'ATS Compatibility',
  size = 160,
  pendingText,
  valueTestId,
}: ScoreGaugeProps) {
  const reduceMotion = useReducedMotion();
  const value = Math.max(0, Math.min(100, Math.round(score)));
  const radius = (size - STROKE) / 2;
  const circumference = 2 * Math.PI * radius;
  const palette = SCORE_BAND_PALETTE[scoreBand(value)];
  return (
    <VStack gap="1" role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-label={label}>
      <Box position="relative" width={`${size}px`} height={`${size}px`} color={`${palette}.500`}>
        <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
          <circle
            cx={size / 2}
            cy={size / 2}
            r={radius}
            fill="none"
            stroke="var(--chakra-colors-bg-emphasized)"
            strokeWidth={STROKE}
          />
          <motion.circle
            cx={size / 2}
            cy={size / 2}
            r={radius}
            fill="none"
            stroke="currentColor"
            strokeWidth={STROKE}
            strokeLinecap="round"
            strokeDasharray={circumference}
            initial={{ strokeDashoffset: circumference }}
            animate={{ strokeDashoffset: circumference * (1 - value / 100) }}
            transition={reduceMotion ? { duration: 0 } : { duration: 1.1, ease: 'easeOut' }}
            transform={`rotate(-90 ${size / 2} ${size / 2})`}
          />
        </svg>
        <VStack position="absolute" inset="0" justify="center" gap="0">
          <Text
            fontSize={size > 120 ? '4xl' : '2xl'}
            fontWeight="bold"
            color="fg"
            lineHeight="1"
            data-testid="score-value"
          >
            {valueTestId ? <span data-testid={valueTestId}>{value}</span> : value}
            <Box as="span" fontSize="md" color="fg.muted">
              %
            </Box>
          </Text>
        </VStack>
      </Box>
      <Text fontSize="sm" color="fg.muted" fontWeight="medium">
        {pendingText ?? label}
      </Text>
    </VStack>
  );
}
