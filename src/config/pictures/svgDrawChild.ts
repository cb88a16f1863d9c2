/**
 * The child process in which drawSvg.ts has librsvg draw a picture (through sharp, as the build draws its
 * renditions): started by it, never by hand. A draw that runs past its budget cannot be stopped from inside:
 * libvips runs it in a native thread that nothing in JavaScript can interrupt (sharp's own `timeout()` is
 * checked only between the strips libvips asks librsvg for, and one strip of a crafted file can take minutes).
 * So this process reports its CPU time as it draws, and the parent kills it once the budget is spent.
 */
import sharp from 'sharp';
import type { DrawReply, DrawRequest } from './svgDrawMessages.ts';

const send = (reply: DrawReply) => {
  process.send?.(reply);
};

/** CPU time since `start`, every thread of this process counted, in milliseconds. */
const cpuMs = (start: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
};

// librsvg loads fontconfig with the first text it draws, which takes longer than most drawings: before the clock.
await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><text y="8" font-size="8">a</text></svg>'))
  .raw()
  .toBuffer();

process.on('message', (message: DrawRequest) => {
  const { id, bytes, budgetMs, maxPixels } = message;
  const start = process.cpuUsage();
  // This thread is idle while libvips draws on its own threads, so it can watch the time they spend.
  const watch = setInterval(() => {
    const spent = cpuMs(start);
    if (spent > budgetMs) send({ id, stoppedAtMs: spent });
  }, 10);
  sharp(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { limitInputPixels: maxPixels })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .then(
      ({ info }) => {
        send({ id, drawn: { width: info.width, height: info.height, ms: cpuMs(start) } });
      },
      (error: unknown) => {
        send({ id, error: error instanceof Error ? error.message : String(error) });
      },
    )
    .finally(() => {
      clearInterval(watch);
    });
});

// A parent that ends (its check done, its dev server stopped) takes this process with it, mid-drawing or idle:
// killed, not exited, as an exit waits for libvips to finish the drawing it is in.
process.on('disconnect', () => {
  process.kill(process.pid, 'SIGKILL');
});

send({ ready: true });
