import { Badge, Box, Button, Flex, Text, TargetIcon } from '@resumebeat/shared-ui';
import type { StateJobDescription } from '../../../shared/navigation-state';
import { JD_PREVIEW_CHARS } from '../../../shared/upload-rules';

/** The saved job description the scan is compared with: the chip and the first 200 characters. */
export function JobDescriptionSummary({
  jobDescription,
  onEdit,
}: {
  jobDescription: StateJobDescription;
  onEdit: () => void;
}) {
  const text = jobDescription.description.trim();
  const preview = text.length > JD_PREVIEW_CHARS ? `${text.slice(0, JD_PREVIEW_CHARS)}…` : text;
  const title = [jobDescription.jobTitle.trim(), jobDescription.companyName.trim()].filter(Boolean).join(' at ');
  return (
    <Box
      as="section"
      aria-label="Saved job description"
      borderWidth="1px"
      borderColor="brand.emphasized"
      bg="brand.subtle"
      borderRadius="xl"
      p="4"
      data-testid="saved-job-description"
    >
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="2">
        <Badge colorPalette="brand" variant="solid" size="md">
          <TargetIcon boxSize="3.5" /> Targeted Analysis
        </Badge>
        <Button
          size="xs"
          variant="ghost"
          colorPalette="brand"
          onClick={onEdit}
          aria-label="Edit the saved job description"
        >
          Edit
        </Button>
      </Flex>
      {title ? <Text fontWeight="semibold">{title}</Text> : null}
      <Text fontSize="sm" color="fg.muted" mt="1" whiteSpace="pre-line">
        {preview}
      </Text>
    </Box>
  );
}
