import { Box, Circle, CheckIcon, Flex, Text } from '@resumebeat/shared-ui';
import { UPGRADE_TEXT } from '../utils/messages';

/** SPEC.md's stepper of the card flow: Payment Details, Processing, Complete. */
export function PaymentStepper({ active }: { active: 0 | 1 | 2 }) {
  return (
    <Flex as="ol" aria-label="Payment progress" gap={{ base: '2', sm: '4' }} align="center" p="0" m="0">
      {UPGRADE_TEXT.steps.map((title, index) => {
        const done = index < active || (index === 2 && active === 2);
        const current = index === active;
        return (
          <Flex as="li" key={title} listStyleType="none" align="center" gap="2" flex="1" aria-current={current ? 'step' : undefined} data-done={done || undefined}>
            <Circle size="7" flexShrink={0} bg={done ? 'green.600' : current ? 'brand.solid' : 'bg.muted'} color={done || current ? 'white' : 'fg.muted'} fontSize="sm" fontWeight="bold">
              {done ? <CheckIcon boxSize="4" aria-hidden /> : index + 1}
            </Circle>
            <Text fontSize="sm" fontWeight={current ? 'semibold' : 'normal'} color={current || done ? 'fg' : 'fg.muted'}>
              {title}
            </Text>
            {index < 2 ? <Box flex="1" h="2px" bg={index < active ? 'green.600' : 'border'} display={{ base: 'none', sm: 'block' }} aria-hidden /> : null}
          </Flex>
        );
      })}
    </Flex>
  );
}
