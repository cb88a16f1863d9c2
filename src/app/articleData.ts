import type { Project } from '../../schemas/content.ts';
import type { Site } from '../../schemas/site.ts';

/** schema.org Article data for a case study, for search engines. */
export function articleData(project: Project, site: Site): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: project.headline,
    description: project.description,
    image: `${site.origin}${project.cover.src}`,
    datePublished: project.published,
    author: { '@type': 'Person', name: site.name, jobTitle: site.title, url: site.origin },
    mainEntityOfPage: `${site.origin}/projects/${project.slug}`,
  }).replace(/</g, '\\u003c');
}
