import { Box, Circle, CheckIcon, Flex, Text } from '@resumebeat/shared-ui';
import { UPGRADE_TEXT } from '../../../shared/messages';

/**
 * The stepper of the card flow (docs/product/plans-and-billing.md#upgrade-dialog): Payment Details, Processing, Complete. On a phone each step
 * is its number over its title (titles may wrap), so all three fit in 280 px; from `sm` up, number
 * and title side by side with connecting lines.
 */
export function PaymentStepper({ active }: { active: 0 | 1 | 2 }) {
  return (
    <Flex
      as="ol"
      aria-label="Payment progress"
      gap={{ base: '1', sm: '4' }}
      align={{ base: 'flex-start', sm: 'center' }}
      p="0"
      m="0"
      minW="0"
      data-testid="payment-stepper"
    >
      {UPGRADE_TEXT.steps.map((title, index) => {
        const done = index < active || (index === 2 && active === 2);
        const current = index === active;
        return (
          <Flex
            as="li"
            key={title}
            listStyleType="none"
            direction={{ base: 'column', sm: 'row' }}
            align="center"
            textAlign={{ base: 'center', sm: 'start' }}
            gap={{ base: '1', sm: '2' }}
            flex="1"
            minW="0"
            aria-current={current ? 'step' : undefined}
            data-done={done || undefined}
          >
            <Circle
              size={{ base: '6', sm: '7' }}
              flexShrink={0}
              bg={done ? 'green.600' : current ? 'brand.solid' : 'bg.muted'}
              color={done || current ? 'white' : 'fg.muted'}
              fontSize="sm"
              fontWeight="bold"
            >
              {done ? <CheckIcon boxSize="4" aria-hidden /> : index + 1}
            </Circle>
            <Text
              fontSize={{ base: 'xs', sm: 'sm' }}
              lineHeight="short"
              fontWeight={current ? 'semibold' : 'normal'}
              color={current || done ? 'fg' : 'fg.muted'}
              minW="0"
              overflowWrap="anywhere"
            >
              {title}
            </Text>
            {index < 2 ? (
              <Box
                flex="1"
                minW="2"
                h="2px"
                bg={index < active ? 'green.600' : 'border'}
                display={{ base: 'none', sm: 'block' }}
                aria-hidden
              />
            ) : null}
          </Flex>
        );
      })}
    </Flex>
  );
}
