import { observedCommand } from './observedCommand.ts';

/** `npm run observed`: see observedCommand. */
process.exitCode = await observedCommand(process.argv.slice(2), process.cwd(), {
  out: (line) => {
    console.log(line);
  },
  error: (line) => {
    console.error(line);
  },
});
