import { screen } from '@testing-library/react';
import { loadExposedComponents, renderPage } from '@resumebeat/qa-harness/testing';
import { exposes } from '../../module-federation.config';

describe('mf-scanner exposes its pages to the shell', () => {
  it('exposes the dashboard, upload, job description and optimized resume pages, each rendering', async () => {
    const pages = await loadExposedComponents(exposes, (file) => import(`../../${file.replace('./', '')}`));
    expect(pages.map((page) => page.name)).toEqual(['DashboardPage', 'UploadPage', 'JobDescriptionPage', 'OptimizedResumePage']);
    for (const { Component } of pages) {
      const view = renderPage(<Component />);
      expect(screen.getAllByRole('heading', { level: 1 }).length).toBe(1);
      view.unmount();
    }
  });
});
