import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SiteChoice } from './SiteChoice.tsx';

/** The studio's top bar: its name (a way back to the list), the site the dev server serves, and, on a funnel, that funnel's controls. */
export function StudioHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="studio-header">
      <a className="skip-link" href="#studio-main">
        Skip to the editor
      </a>
      <Link to="/" className="studio-brand">
        <span className="studio-mark" aria-hidden="true" />
        Site studio
      </Link>
      <SiteChoice />
      {children}
    </header>
  );
}
