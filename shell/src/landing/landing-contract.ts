/** What the prerendered landing page and its script (landing-entry.ts) agree on. */

/** The id of the JSON block the prerender step writes: `{ prefetch: string[] }`, the app's start-up files. */
export const LANDING_DATA_ID = 'rb-app';
/** The attribute that marks the calls to action that start a guest session. */
export const START_AS_GUEST_ATTRIBUTE = 'data-start-as-guest';
