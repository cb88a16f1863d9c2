/**
 * React Router's chunk, for `src/main.tsx` to evaluate in a task of its own before the app. One export is
 * named, not the package: a dynamic import of the package itself would keep all of it in the bundle.
 */
export { BrowserRouter } from 'react-router-dom';
