// Renders a page the way the shell does (inside a router, at its URL), with user-event set up.
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@portal/routing';

export function renderPage(Page: ComponentType, path: string, otherRoutes: Record<string, string> = {}) {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={<Page />} />
        {Object.entries(otherRoutes).map(([routePath, text]) => (
          <Route key={routePath} path={routePath} element={<p>{text}</p>} />
        ))}
      </Routes>
    </MemoryRouter>,
  );
  return { user, ...view };
}
