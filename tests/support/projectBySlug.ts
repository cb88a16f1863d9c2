import content from 'virtual:content';
import type { Project } from '../../schemas/content.ts';

/** A case study from content/projects/, by its file name. */
export function projectBySlug(slug: string): Project {
  const found = content.projects.find((entry) => entry.slug === slug);
  if (found === undefined) throw new Error(`no project ${slug} in content/projects/`);
  return found;
}
