// No zod here: browser code that needs only these constants bundles this file alone (the package
// has no side effects), not a copy of zod.

/** Plan type codes (docs/product/rules-and-limits.md#plan-type-codes). */
export const MEMBERSHIP_TYPES = { FREE: 0, BASIC: 1, PREMIUM: 2, ENTERPRISE: 3 } as const;
