// The frame of a remote page's first paint (shared-contract/first-paint.ts): the layout with the app
// bar the visitor of the current first-paint view sees, with a slot where the api puts the remote's
// page in <main>. Rendered by prerender.tsx (the frames the api sends) and first-paint-styles.tsx
// (their class names, for the app's script).
import { createElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppLayout } from '../src/layout/app-layout';
import { paths } from '../src/routes/paths';

export function firstPaintFrame() {
  return (
    <MemoryRouter initialEntries={[paths.upload]}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="*" element={createElement('rb-first-paint-slot')} />
        </Route>
      </Routes>
    </MemoryRouter>
  );
}
