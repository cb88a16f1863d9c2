import { z } from 'zod';
import { actionSchema, imageSchema } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const profileHeroBlock = defineBlock('profile-hero', 'The home page opening: the owner’s name and title (from content/site.json), a pitch, a button and the stat tiles', {
  greeting: z.string().optional().describe('A short line above the name, e.g. Hi, I’m'),
  text: z.string().min(1).describe('The pitch under the name and title'),
  image: imageSchema.describe('The portrait beside the text'),
  action: actionSchema.describe('The button under the pitch'),
});
