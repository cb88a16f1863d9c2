import { existsSync } from 'node:fs';
import path from 'node:path';

/** This project's own catalogues: English and Norwegian Bokmål ship with the engine. */
const SHIPPED = path.resolve(import.meta.dirname, '../../../languages');

/**
 * Where the catalogues of a project's data are: its own languages/ folder, or, for a copy of the config that
 * has none (the studio's and the tests' folders), the ones the engine ships.
 */
export const languagesDir = (root: string): string => {
  const own = path.join(root, 'languages');
  return existsSync(own) ? own : SHIPPED;
};
