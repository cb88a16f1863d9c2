import { createContext, useContext } from 'react';
import type { Project } from '../../schemas/content.ts';

export const ProjectContext = createContext<Project | null>(null);

/** The case study a page is about. Case-study blocks need one; elsewhere this fails loudly. */
export function useProject(): Project {
  const project = useContext(ProjectContext);
  if (project === null) throw new Error('This block shows a case study, so it must be rendered on a case study page');
  return project;
}
