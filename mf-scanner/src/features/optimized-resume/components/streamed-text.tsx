import { Box } from '@resumebeat/shared-ui';
import { motion, useReducedMotion } from '@resumebeat/shared-ui/motion';
import type { StreamedText as StreamedTextValue } from '../hooks/use-optimized-resume';

/**
 * The optimized resume as it streams in: each new piece fades in where it lands, unless the
 * visitor asked for reduced motion. Plain text, never markup.
 */
export function StreamedText({ value, busy }: { value: StreamedTextValue; busy: boolean }) {
  const reduceMotion = useReducedMotion();
  return (
    <Box
      as="pre"
      data-testid="optimized-resume-text"
      aria-label="Optimized resume"
      aria-busy={busy || undefined}
      tabIndex={0}
      whiteSpace="pre-wrap"
      overflowWrap="anywhere"
      fontFamily="body"
      fontSize="sm"
      lineHeight="1.7"
      bg="bg.subtle"
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: '4', md: '6' }}
      minH="48"
      m="0"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
    >
      {value.settled}
      {value.recent.map((chunk) =>
        reduceMotion ? (
          <span key={chunk.id}>{chunk.text}</span>
        ) : (
          <motion.span
            key={chunk.id}
            initial={{ opacity: 0, filter: 'blur(2px)' }}
            animate={{ opacity: 1, filter: 'blur(0px)' }}
            transition={{ duration: 0.35, ease: 'easeOut' }}
          >
            {chunk.text}
          </motion.span>
        ),
      )}
      {busy ? (
        <Box
          as="span"
          display="inline-block"
          w="0.5em"
          h="1em"
          ms="0.5"
          bg="brand.solid"
          verticalAlign="text-bottom"
          aria-hidden="true"
          css={{ animation: 'pulse 1s ease-in-out infinite' }}
        />
      ) : null}
    </Box>
  );
}
