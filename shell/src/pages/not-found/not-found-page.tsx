import { Link as RouterLink } from '@resumebeat/shared-router';
import { Button, PageContainer, Text } from '@resumebeat/shared-ui';
import { paths } from '../../routes/paths';

export function NotFoundPage() {
  return (
    <PageContainer title="Page not found" maxWidth="2xl">
      <Text color="fg.muted" mb="6">
        There is no page at this address. It may have moved, or the link may be mistyped.
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={paths.home}>Go to the home page</RouterLink>
      </Button>
    </PageContainer>
  );
}
