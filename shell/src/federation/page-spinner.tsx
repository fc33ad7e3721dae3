import { Center, Spinner } from '@resumebeat/shared-ui';

/** What a page shows while it loads, when there is no first paint of it. */
export function PageSpinner() {
  return (
    <Center py="24" aria-live="polite">
      <Spinner size="lg" color="brand.solid" aria-label="Loading page" />
    </Center>
  );
}
