import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../theme/fonts.css';
import './studio.css';
import { StudioApp } from './StudioApp.tsx';

// The studio's page, served by the dev server alone at /__studio (see docs/studio.md); never part of a build.
const root = document.getElementById('studio');
if (root === null) throw new Error('The studio page has no <div id="studio">');
createRoot(root).render(
  <StrictMode>
    <StudioApp />
  </StrictMode>,
);
