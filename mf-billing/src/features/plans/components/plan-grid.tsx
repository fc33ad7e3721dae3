import { MEMBERSHIP_TYPES, type MembershipPlan } from '@resumebeat/shared-session/api';
import { Badge, Box, Button, CheckIcon, Heading, HStack, SimpleGrid, Stack, Text } from '@resumebeat/shared-ui';
import { UPGRADE_TEXT } from '../../../shared/messages';
import { billingNote, formatPrice, planFeatures, pricePeriod } from '../../../shared/plan-features';

export interface PlanGridProps {
  plans: MembershipPlan[];
  /** The account's plan type (0 on the free plan). */
  currentType: number;
  onChoose: (plan: MembershipPlan) => void;
}

/**
 * The plan grid (docs/product/plans-and-billing.md#upgrade-dialog): the account's own plan shows 'Current Plan' and is disabled (the free plan
 * for a free account), the type 2 plan is 'Most Popular'. Only that plan says 'Current Plan':
 * plans below a member's are 'Included' (decision 029).
 */
export function PlanGrid({ plans, currentType, onChoose }: PlanGridProps) {
  return (
    <SimpleGrid
      as="ul"
      columns={{ base: 1, sm: 2, lg: Math.min(plans.length, 4) }}
      gap="4"
      p="0"
      m="0"
      aria-label="Plans"
    >
      {plans.map((plan) => {
        const popular = plan.type === MEMBERSHIP_TYPES.PREMIUM;
        const current = plan.type === currentType;
        const unavailable = plan.type === MEMBERSHIP_TYPES.FREE || plan.type <= currentType;
        return (
          <Box
            as="li"
            key={plan.id}
            listStyleType="none"
            position="relative"
            borderWidth="2px"
            borderColor={popular ? 'brand.solid' : 'border'}
            borderRadius="xl"
            bg="bg.panel"
            p="5"
            display="flex"
            flexDirection="column"
            gap="4"
            aria-label={`${plan.name} plan`}
          >
            {popular ? (
              <Badge
                colorPalette="brand"
                variant="solid"
                position="absolute"
                top="-3"
                left="50%"
                transform="translateX(-50%)"
                px="3"
                borderRadius="full"
              >
                {UPGRADE_TEXT.mostPopular}
              </Badge>
            ) : null}
            <Stack gap="1">
              <Heading as="h3" size="md">
                {plan.name}
              </Heading>
              <Text>
                <Text as="span" fontSize="2xl" fontWeight="bold">
                  {formatPrice(plan.price)}
                </Text>
                <Text as="span" color="fg.muted">
                  {pricePeriod(plan)}
                </Text>
              </Text>
              {plan.type > MEMBERSHIP_TYPES.FREE ? (
                <Text fontSize="xs" color="fg.muted">
                  {billingNote(plan)}
                </Text>
              ) : null}
            </Stack>
            <Stack as="ul" gap="2" flex="1" p="0" m="0">
              {planFeatures(plan).map((feature) => (
                <HStack as="li" key={feature} listStyleType="none" gap="2" align="flex-start" fontSize="sm">
                  <CheckIcon boxSize="4" color="green.600" mt="0.5" flexShrink={0} aria-hidden />
                  <Text>{feature}</Text>
                </HStack>
              ))}
            </Stack>
            {current ? (
              <Button variant="outline" disabled>
                {UPGRADE_TEXT.currentPlan}
              </Button>
            ) : (
              <Button
                colorPalette="brand"
                variant={popular ? 'solid' : 'outline'}
                disabled={unavailable}
                onClick={() => onChoose(plan)}
              >
                {unavailable ? 'Included' : `Choose ${plan.name}`}
              </Button>
            )}
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
