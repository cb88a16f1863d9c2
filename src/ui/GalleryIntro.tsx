import { Eyebrow, Lead, SectionHeading, SectionIntro } from './Section.tsx';

/** The eyebrow, heading and intro most sections open with. */
export function GalleryIntro({ eyebrow, heading, intro }: { eyebrow?: string | undefined; heading: string; intro?: string | undefined }) {
  return (
    <SectionIntro>
      {eyebrow !== undefined && <Eyebrow>{eyebrow}</Eyebrow>}
      <SectionHeading>{heading}</SectionHeading>
      {intro !== undefined && <Lead>{intro}</Lead>}
    </SectionIntro>
  );
}
