import { Link as RouterLink, useNavigate } from '@resumebeat/shared-router';
import { useSession } from '@resumebeat/shared-session';
import { Box, Button, FileTextIcon, Link, PageContainer, Stack, Text, UploadIcon } from '@resumebeat/shared-ui';
import { JourneyStepper } from '@resumebeat/shared-ui/widgets';
import { useEffect } from 'react';
import { hasJobDescription, isResumeUploaded, journeyState, noteJourneyProgress } from '../../journey/utils/journey-storage';

/** The dashboard of SPEC.md section 2: welcome, two actions, the three-step journey. */
export function Dashboard() {
  const { user, isGuest } = useSession();
  const navigate = useNavigate();
  const jdDone = hasJobDescription();
  const resumeDone = isResumeUploaded();
  const { activeIndex, progress } = journeyState(jdDone, resumeDone);
  const name = !user || isGuest ? 'Guest' : user.username;
  // Progress stored before the cookie existed: the next visit's first paint must not hide it.
  useEffect(() => {
    if (jdDone || resumeDone) noteJourneyProgress();
  }, [jdDone, resumeDone]);

  return (
    <PageContainer title={`Welcome, ${name}!`} subtitle="Beat the bots in three steps: add the job, upload your resume, see your results.">
      <Stack gap="8">
        {isGuest ? (
          <Box bg="brand.subtle" borderWidth="1px" borderColor="brand.emphasized" borderRadius="xl" p="4" data-testid="guest-prompt">
            <Text>
              You are exploring as a guest.{' '}
              <Link asChild color="brand.fg" fontWeight="semibold">
                <RouterLink to="/login">Sign up for a free account</RouterLink>
              </Link>{' '}
              to get 3 scans every day and keep your profile.
            </Text>
          </Box>
        ) : null}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button colorPalette="brand" size="lg" onClick={() => navigate('/upload')}>
            <UploadIcon /> Upload New Resume
          </Button>
          <Button variant="outline" size="lg" onClick={() => navigate('/job-description')}>
            <FileTextIcon /> Upload Job Description
          </Button>
        </Stack>
        <JourneyStepper
          label="Your progress"
          activeIndex={activeIndex}
          progress={progress}
          steps={[
            {
              title: 'Add Job Description',
              description: 'Target your scan at the job you want.',
              done: jdDone,
              onSelect: () => navigate('/job-description'),
            },
            {
              title: 'Upload Resume',
              description: 'PDF, DOCX or TXT, up to 10 MB.',
              done: resumeDone,
              onSelect: () => navigate('/upload'),
            },
            {
              title: 'View Results',
              description: resumeDone ? 'See your score and feedback.' : 'Available once a resume is uploaded.',
              done: false,
              disabled: !resumeDone,
              onSelect: resumeDone ? () => navigate('/upload') : undefined,
            },
          ]}
        />
      </Stack>
    </PageContainer>
  );
}
