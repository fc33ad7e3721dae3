import { screen } from '@testing-library/react';
import { loadExposedComponents, renderPage } from '@resumebeat/qa-harness/testing';
import { exposes } from '../../module-federation.config';

describe('mf-profile exposes its pages to the shell', () => {
  it('exposes the profile and cover letter pages, each rendering its heading', async () => {
    const pages = await loadExposedComponents(exposes, (file) => import(`../../${file.replace('./', '')}`));
    expect(pages.map((page) => page.name)).toEqual(['ProfilePage', 'CoverLetterPage']);
    const headings = { ProfilePage: 'My Profile', CoverLetterPage: 'Cover Letter Generator' } as Record<string, string>;
    for (const { name, Component } of pages) {
      const view = renderPage(<Component />);
      expect(screen.getByRole('heading', { level: 1, name: headings[name] })).toBeInTheDocument();
      view.unmount();
    }
  });
});
