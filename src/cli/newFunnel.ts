import { newFunnel } from '../config/newFunnel/newFunnel.ts';

/** `npm run new:funnel -- <slug> [--site <key>]`: prints what it wrote and what to do next, or one line on why it wrote nothing. */
const result = newFunnel(process.cwd(), process.argv.slice(2));
if (result.ok) {
  for (const line of result.message) console.log(line);
} else {
  console.error(result.message);
  process.exitCode = 1;
}
