import { Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { baseTheme } from '../theme/theme.ts';
import { FunnelPage } from './FunnelPage.tsx';
import { HomePage } from './HomePage.tsx';
import { NotFound } from './NotFound.tsx';

export function App() {
  return (
    <ThemeProvider theme={baseTheme}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/funnels/:slug/*" element={<FunnelPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </ThemeProvider>
  );
}
