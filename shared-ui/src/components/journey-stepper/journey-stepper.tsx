import type { ReactNode } from 'react';
import { Box, Button, Circle, Flex, Stack, Text } from '@chakra-ui/react';
import { ProgressBar } from '../progress-bar';
import { CheckIcon } from '../icons';

export interface JourneyStep {
  title: string;
  description?: ReactNode;
  /** Marked with a tick. */
  done: boolean;
  /** A step that cannot be opened yet is shown muted and its action is disabled. */
  disabled?: boolean;
  /** Clicking the step (or its button) opens it. */
  onSelect?: () => void;
  /** Label of the step's own button; without it the whole step is the control. */
  actionLabel?: string;
  /** A custom action in place of the default button. */
  action?: ReactNode;
}

export interface JourneyStepperProps {
  steps: JourneyStep[];
  /** Index of the current step, highlighted. */
  activeIndex: number;
  /** Completion in percent; shown as a bar above the steps when given. */
  progress?: number;
  /** Accessible name of the list. @default 'Your progress' */
  label?: string;
}

/** The three-step resume journey (job description, upload, results) of the dashboard and upload page. */
export function JourneyStepper({ steps, activeIndex, progress, label = 'Your progress' }: JourneyStepperProps) {
  return (
    <Stack gap="4">
      {progress !== undefined ? <ProgressBar value={progress} label={label} valueText={`${progress}%`} /> : null}
      <Box
        as="ol"
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: `repeat(${steps.length}, 1fr)` }}
        gap="3"
        aria-label={label}
      >
        {steps.map((step, index) => {
          const active = index === activeIndex;
          const interactive = Boolean(step.onSelect) && !step.disabled && !step.actionLabel && !step.action;
          return (
            <Box
              as="li"
              key={step.title}
              listStyleType="none"
              aria-current={active ? 'step' : undefined}
              borderWidth="2px"
              // A step not yet available is drawn dashed on a muted ground rather than faded: its
              // description says when it opens, and must stay readable (WCAG AA contrast).
              borderStyle={step.disabled ? 'dashed' : 'solid'}
              borderColor={active ? 'brand.solid' : step.done ? 'green.300' : 'border'}
              bg={active ? 'brand.subtle' : step.disabled ? 'bg.subtle' : 'bg.panel'}
              borderRadius="xl"
              p="4"
            >
              <Flex
                gap="3"
                align="flex-start"
                as={interactive ? 'button' : 'div'}
                onClick={interactive ? step.onSelect : undefined}
                cursor={interactive ? 'pointer' : 'default'}
                textAlign="start"
                width="100%"
              >
                <Circle
                  size="8"
                  flexShrink={0}
                  bg={step.done ? 'green.500' : active ? 'brand.solid' : 'bg.muted'}
                  color={step.done || active ? 'white' : 'fg.muted'}
                  fontWeight="bold"
                  aria-hidden="true"
                >
                  {step.done ? <CheckIcon boxSize="4" /> : index + 1}
                </Circle>
                <Box>
                  <Text fontWeight="semibold">
                    {step.title}
                    {step.done ? (
                      <Box as="span" srOnly>
                        {' '}
                        (done)
                      </Box>
                    ) : null}
                  </Text>
                  {step.description ? (
                    <Text fontSize="sm" color="fg.muted" mt="0.5">
                      {step.description}
                    </Text>
                  ) : null}
                </Box>
              </Flex>
              {step.action ??
                (step.actionLabel ? (
                  <Button
                    mt="3"
                    size="sm"
                    width="100%"
                    variant={active ? 'solid' : 'outline'}
                    colorPalette="brand"
                    disabled={step.disabled}
                    onClick={step.onSelect}
                  >
                    {step.actionLabel}
                  </Button>
                ) : null)}
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
