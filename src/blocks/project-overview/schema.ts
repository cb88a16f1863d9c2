import { z } from 'zod';
import { sharedHelp } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const projectOverviewBlock = defineBlock('project-overview', 'My role and approach on the case study; shows nothing for a project without an overview', {
  heading: z.string().min(1).describe(sharedHelp.heading),
});
