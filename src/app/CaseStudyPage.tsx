import { useParams } from 'react-router-dom';
import content from 'virtual:content';
import site from 'virtual:site';
import { BlockPage } from '../blocks/BlockPage.tsx';
import { ProjectContext } from '../content/ProjectContext.ts';
import { PageStyle } from '../theme/PageStyle.tsx';
import { articleData } from './articleData.ts';
import { NotFound } from './NotFound.tsx';
import { PageMeta } from './PageMeta.tsx';

/** /projects/:slug — a case study from content/projects/, laid out by content/pages/case-study.json. */
export function CaseStudyPage() {
  const { slug } = useParams();
  const project = content.projects.find((candidate) => candidate.slug === slug);
  if (project === undefined) return <NotFound />;
  return (
    <ProjectContext.Provider value={project}>
      <PageStyle />
      <PageMeta title={`${project.title} case study · ${site.name}`} description={project.description} path={`/projects/${project.slug}`} type="article" />
      {/* The data is our own validated content, serialised with "<" escaped, so it cannot close the script element. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: articleData(project, site) }} />
      <BlockPage blocks={content.caseStudy.blocks} reveal={content.caseStudy.reveal} />
    </ProjectContext.Provider>
  );
}
