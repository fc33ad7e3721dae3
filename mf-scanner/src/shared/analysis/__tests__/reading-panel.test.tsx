import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  READING_FEEDBACK_MESSAGES,
  resumeApi,
  type ReadingFeedbackRequest,
  type ResumeReading,
} from '@resumebeat/shared-session/api';
import { UiProvider } from '@resumebeat/shared-ui';
import { renderRoutes } from '@resumebeat/qa-harness/testing';
import { uploadResult } from '../../../testing/data';
import { AnalysisResult } from '../analysis-result';
import { ReadingPanel } from '../reading-panel';

const UNDATED_WARNING =
  'No dates found for "Volunteer Coordinator": many ATS cannot place a role without dates; put them on the role\'s line.';

function reading(overrides: Partial<ResumeReading> = {}): ResumeReading {
  return {
    contact: {
      name: 'Jane Smith',
      email: 'jane.smith@example.com',
      phone: null,
      location: 'Denver, CO',
      links: ['linkedin.com/in/janesmith'],
    },
    headline: null,
    headings: ['Experience', 'Education', 'Skills'],
    roles: [
      {
        title: 'Volunteer Coordinator',
        employer: 'Denver Food Bank',
        location: null,
        start: null,
        end: null,
        bullets: 2,
      },
      {
        title: 'Operations Manager',
        employer: 'Northwind Traders',
        location: 'Denver, CO',
        start: 'Jan 2020',
        end: 'Present',
        bullets: 1,
      },
    ],
    education: [
      { degree: 'Bachelor of Science in Business', school: 'University of Colorado', start: null, end: '2015' },
    ],
    skills: ['Excel', 'SQL'],
    warnings: [
      {
        id: 'phone-missing',
        component: null,
        item: null,
        message: 'No phone number found: write it out near your name.',
      },
      { id: 'role-no-dates', component: 'dates', item: 0, message: UNDATED_WARNING },
    ],
    ...overrides,
  };
}

const scan = { scanTicket: 'ticket-1', content: 'Jane Smith …' };
const renderPanel = (props: Partial<Parameters<typeof ReadingPanel>[0]> = {}) =>
  render(
    <UiProvider>
      <ReadingPanel reading={reading()} scan={scan} {...props} />
    </UiProvider>,
  );
const openReading = async () => userEvent.click(screen.getByText('Show what was read'));

describe('ReadingPanel: how an ATS reads your resume', () => {
  it('is folded by default, and says how many things to check', () => {
    renderPanel();
    expect(screen.getByRole('heading', { name: 'How an ATS reads your resume' })).toBeInTheDocument();
    expect(screen.getByText('2 things to check')).toBeInTheDocument();
    expect(screen.getByTestId('reading-details')).not.toHaveAttribute('open');
  });

  it('shows the contact, each role with employer, dates and bullets, schools and skills, and the warnings', async () => {
    renderPanel();
    await openReading();
    expect(screen.getByTestId('reading-details')).toHaveAttribute('open');
    expect(
      within(screen.getByTestId('reading-warnings'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['No phone number found: write it out near your name.', UNDATED_WARNING]);
    expect(screen.getByText('jane.smith@example.com')).toBeInTheDocument();
    expect(screen.getByText('Phone').nextElementSibling).toHaveTextContent('not found');
    const roles = within(screen.getByTestId('reading-roles')).getAllByRole('listitem');
    expect(roles.map((role) => role.textContent)).toEqual([
      'Volunteer CoordinatorDenver Food Bank · dates not found · 2 bullets',
      'Operations ManagerNorthwind Traders · Jan 2020 – Present · 1 bullet',
    ]);
    expect(screen.getByText('Experience (2 roles)')).toBeInTheDocument();
    expect(screen.getByText('Bachelor of Science in Business', { exact: false })).toHaveTextContent(
      'Bachelor of Science in Business, University of Colorado (2015)',
    );
    expect(
      within(screen.getByTestId('reading-skills'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Excel', 'SQL']);
  });

  it('says so when nothing is missing', () => {
    renderPanel({ reading: reading({ warnings: [] }) });
    expect(screen.getByText('Nothing missing')).toBeInTheDocument();
    expect(screen.queryByTestId('reading-warnings')).not.toBeInTheDocument();
  });
});

describe("'This is wrong'", () => {
  const openForm = async () => {
    await openReading();
    await userEvent.click(screen.getByRole('button', { name: 'This is wrong' }));
    return screen.getByTestId('reading-feedback-form');
  };

  it('sends nothing without consent, and says why', async () => {
    const send = jest.fn<Promise<{ message: string }>, [ReadingFeedbackRequest]>();
    renderPanel({ send });
    await openForm();
    await userEvent.selectOptions(screen.getByLabelText('What is wrong'), 'roles');
    await userEvent.click(screen.getByRole('button', { name: 'Send correction' }));
    expect(screen.getByRole('alert')).toHaveTextContent(READING_FEEDBACK_MESSAGES.consent);
    expect(send).not.toHaveBeenCalled();
  });

  it('asks what is wrong before sending', async () => {
    const send = jest.fn<Promise<{ message: string }>, [ReadingFeedbackRequest]>();
    renderPanel({ send });
    await openForm();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Send correction' }));
    expect(screen.getByRole('alert')).toHaveTextContent(READING_FEEDBACK_MESSAGES.problem);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the reading, the scan, what is wrong and the correction with consent, then thanks', async () => {
    const send = jest
      .fn<Promise<{ message: string }>, [ReadingFeedbackRequest]>()
      .mockResolvedValue({ message: READING_FEEDBACK_MESSAGES.stored });
    renderPanel({ send });
    await openForm();
    await userEvent.selectOptions(screen.getByLabelText('What is wrong'), 'roles');
    await userEvent.type(screen.getByLabelText('What it should say (optional)'), 'Volunteer Coordinator, 2019 – 2021');
    await userEvent.click(screen.getByRole('checkbox', { name: /Store how my resume was read/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send correction' }));
    expect(send).toHaveBeenCalledWith({
      scanTicket: 'ticket-1',
      content: 'Jane Smith …',
      reading: reading(),
      problem: 'roles',
      correction: 'Volunteer Coordinator, 2019 – 2021',
      consent: true,
    });
    expect(await screen.findByRole('status')).toHaveTextContent(READING_FEEDBACK_MESSAGES.stored);
    expect(screen.queryByTestId('reading-feedback-form')).not.toBeInTheDocument();
  });

  it("shows the server's message when the report is refused, and keeps the form", async () => {
    const send = jest
      .fn<Promise<{ message: string }>, [ReadingFeedbackRequest]>()
      .mockRejectedValue(new ApiError(403, 'This scan has expired. Upload your resume again to analyze it.', null));
    renderPanel({ send });
    await openForm();
    await userEvent.selectOptions(screen.getByLabelText('What is wrong'), 'skills');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Send correction' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This scan has expired. Upload your resume again to analyze it.',
    );
    expect(screen.getByTestId('reading-feedback-form')).toBeInTheDocument();
  });

  it('Cancel closes the form', async () => {
    renderPanel();
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('reading-feedback-form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'This is wrong' })).toBeInTheDocument();
  });
});

describe('in the analysis', () => {
  const noop = () => undefined;
  const renderResult = (result: ReturnType<typeof uploadResult>) =>
    renderRoutes(
      {
        '/upload': (
          <AnalysisResult
            result={result}
            comparedWith={null}
            streamingFeedback={false}
            onUploadAnother={noop}
            onViewOptimized={noop}
            onCoverLetter={noop}
            onUpgrade={noop}
          />
        ),
      },
      { path: '/upload' },
    );

  it("sits below the score's results and reports on the upload's scan through the api", async () => {
    const call = jest
      .spyOn(resumeApi, 'readingFeedback')
      .mockResolvedValue({ id: 'f1', message: READING_FEEDBACK_MESSAGES.stored });
    renderResult(uploadResult({ reading: reading(), scanTicket: 'ticket-9' }));
    const panel = screen.getByTestId('reading-panel');
    expect(
      screen.getByTestId('score-breakdown').compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await userEvent.click(within(panel).getByText('Show what was read'));
    await userEvent.click(within(panel).getByRole('button', { name: 'This is wrong' }));
    await userEvent.selectOptions(within(panel).getByLabelText('What is wrong'), 'contact');
    await userEvent.click(within(panel).getByRole('checkbox'));
    await userEvent.click(within(panel).getByRole('button', { name: 'Send correction' }));
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({
        scanTicket: 'ticket-9',
        content: uploadResult().content,
        problem: 'contact',
        consent: true,
      }),
    );
    call.mockRestore();
  });

  it('is absent for an answer without a reading (an older server), or with one of another shape', () => {
    const { unmount } = renderResult(uploadResult());
    expect(screen.queryByTestId('reading-panel')).not.toBeInTheDocument();
    unmount();
    renderResult(uploadResult({ reading: { contact: {} } as unknown as ResumeReading }));
    expect(screen.queryByTestId('reading-panel')).not.toBeInTheDocument();
    expect(screen.getByTestId('score-breakdown')).toBeInTheDocument();
  });
});
