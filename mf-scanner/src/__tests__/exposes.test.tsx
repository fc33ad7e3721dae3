import { screen } from '@testing-library/react';
import { loadExposedComponents, renderRoutes } from '@resumebeat/qa-harness/testing';
import { exposes } from '../../module-federation.config';

describe('mf-scanner exposes its pages to the shell', () => {
  it('exposes the dashboard, upload, job description and optimized resume pages, each rendering its own page', async () => {
    const pages = await loadExposedComponents(exposes, (file) => import(`../../${file.replace('./', '')}`));
    expect(pages.map((page) => page.name)).toEqual([
      'DashboardPage',
      'UploadPage',
      'JobDescriptionPage',
      'OptimizedResumePage',
    ]);
    for (const { Component } of pages) {
      // Some navigation state (even empty) so the optimized-resume page renders itself instead of
      // redirecting to /upload-resume, as it does when opened directly.
      const view = renderRoutes({ '/page': <Component /> }, { path: '/page', state: {} });
      expect(view.location.current.pathname).toBe('/page');
      expect(screen.getAllByRole('heading', { level: 1 }).length).toBe(1);
      view.unmount();
    }
  });
});
