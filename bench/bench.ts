import { benchCommand } from './benchCommand.ts';
import { Cleanup } from './cleanup.ts';

/**
 * `npm run bench -- [<kind>] [options]`: the one way into the benches (`npm run bench -- --help` lists the
 * kinds; docs/performance.md#which-bench). Whichever way the run ends, normally, on a crash or on Ctrl-C,
 * the servers and browsers it started are stopped first.
 */
const cleanup = new Cleanup();

async function exit(code: number): Promise<never> {
  await cleanup.runAll();
  // Lighthouse can leave sockets open; the bench is done, so it exits rather than waits for them.
  process.exit(code);
}

for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
  process.once(signal, () => {
    console.error(`[bench] ${signal}: stopping the browsers and servers it started`);
    void exit(code);
  });
}

await exit(await benchCommand(process.argv.slice(2), cleanup));
