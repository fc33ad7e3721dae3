import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { renderPage } from '@resumebeat/qa-harness/testing';
import { JobDescriptionForm, NAVIGATE_AFTER_SAVE_MS } from '../components/job-description-form';
import { latestJobDescription } from '../../../shared/journey-storage';
import { titleFromFileName, validateFile } from '../utils/job-description-rules';

function renderForm() {
  return renderPage(
    <Routes>
      <Route path="/job-description" element={<JobDescriptionForm />} />
      <Route path="/upload" element={<h1>Upload page</h1>} />
      <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
    </Routes>,
    { path: '/job-description' },
  );
}

describe('job description file rules (docs/product/rules-and-limits.md#job-description)', () => {
  it('accepts PDF, DOCX and TXT up to 10 MB', () => {
    expect(validateFile({ name: 'jd.pdf', type: 'application/pdf', size: 100 })).toBeNull();
    expect(validateFile({ name: 'jd.docx', type: '', size: 10_485_760 })).toBeNull();
    expect(validateFile({ name: 'jd.png', type: 'image/png', size: 100 })).toBe(
      'Please upload a PDF, DOCX, or TXT file only.',
    );
    expect(validateFile({ name: 'jd.txt', type: 'text/plain', size: 10_485_761 })).toBe(
      'File size must be less than 10MB.',
    );
    expect(titleFromFileName('Senior Engineer.v2.txt')).toBe('Senior Engineer.v2');
  });
});

describe('JobDescriptionForm', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('requires a description, then a title, trims, saves, shows the success alert and goes to /upload', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Save Job Description' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a job description or upload a file.');
    await user.type(screen.getByPlaceholderText('Paste the job description here...'), '  React, TypeScript, 5 years  ');
    await user.click(screen.getByRole('button', { name: 'Save Job Description' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a job title.');
    await user.type(screen.getByLabelText(/Job Title/), ' Frontend Engineer ');
    await user.click(screen.getByRole('button', { name: 'Save Job Description' }));
    expect(screen.getByRole('status')).toHaveTextContent('Job description saved successfully!');
    expect(latestJobDescription()).toMatchObject({
      jobTitle: 'Frontend Engineer',
      companyName: '',
      description: 'React, TypeScript, 5 years',
      source: 'manual_input',
    });
    expect(window.sessionStorage.getItem('resumeJourneyJDAdded')).toBe('1');
    await act(async () => {
      jest.advanceTimersByTime(NAVIGATE_AFTER_SAVE_MS);
    });
    expect(await screen.findByRole('heading', { name: 'Upload page' })).toBeInTheDocument();
    jest.useRealTimers();
  });

  it('reads a TXT file, fills an empty title from its name, and saves it as a file upload', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('tab', { name: 'Upload File' }));
    const file = new File(['Java developer, Spring Boot'], 'Java Developer.txt', { type: 'text/plain' });
    await userEvent.upload(screen.getByLabelText('Job description file'), file);
    expect(await screen.findByDisplayValue('Java developer, Spring Boot')).toBeInTheDocument();
    expect(screen.getByLabelText(/Job Title/)).toHaveValue('Java Developer');
    expect(screen.getByText('You can edit the extracted text if needed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Job Description' }));
    expect(latestJobDescription()).toMatchObject({
      source: 'file_upload',
      fileName: 'Java Developer.txt',
      jobTitle: 'Java Developer',
    });
  });

  it('refuses other file types with the documented message', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('tab', { name: 'Upload File' }));
    await userEvent.upload(
      screen.getByLabelText('Job description file'),
      new File(['x'], 'photo.png', { type: 'image/png' }),
      { applyAccept: false },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload a PDF, DOCX, or TXT file only.');
  });

  it('Clear empties the form; the close button goes to the dashboard', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(/Job Title/), 'Designer');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText(/Job Title/)).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });
});
