// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FunnelFile } from '../../config/newFunnel/newFunnelTemplate.ts';
import { newFunnelTemplate } from '../../config/newFunnel/newFunnelTemplate.ts';
import { FunnelDocument, type DocumentClient, type StudioProblem } from './funnelDocument.ts';

const PROBLEM: StudioProblem = { path: ['title'], message: 'must not be empty', line: 'funnels/demo.json: title: must not be empty' };

/** A server in memory: a file with a version, the check reduced to "a title must not be empty". */
function fakeServer(config: FunnelFile) {
  const disk = { version: 'v1', config: structuredClone(config), writes: 0 };
  const problemsOf = (candidate: FunnelFile) => (candidate.title === '' ? [PROBLEM] : []);
  const client: DocumentClient = {
    load: () => Promise.resolve({ version: disk.version, config: structuredClone(disk.config), problems: problemsOf(disk.config), warnings: [] }),
    validate: (_slug, candidate) => Promise.resolve({ problems: problemsOf(candidate), warnings: [] }),
    save: (_slug, candidate, baseVersion) => {
      if (baseVersion !== disk.version) return Promise.resolve({ kind: 'conflict', version: disk.version, config: structuredClone(disk.config) });
      const problems = problemsOf(candidate);
      if (problems.length > 0) return Promise.resolve({ kind: 'invalid', problems });
      disk.writes += 1;
      disk.version = `v${String(disk.writes + 1)}`;
      disk.config = structuredClone(candidate);
      return Promise.resolve({ kind: 'saved', version: disk.version });
    },
  };
  /** An editor outside the studio writes the file. */
  const writeOutside = (change: (config: FunnelFile) => void) => {
    change(disk.config);
    disk.version = `outside-${disk.version}`;
    return disk.version;
  };
  return { disk, client, writeOutside };
}

describe('FunnelDocument', () => {
  let now = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    now = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function opened() {
    const server = fakeServer(newFunnelTemplate('demo'));
    const document = new FunnelDocument('demo', server.client, () => now);
    await document.load();
    return { server, document };
  }
  /** Lets the document's check run and its requests answer. */
  const settle = () => vi.runAllTimersAsync();

  it('writes a valid change against the version it read', async () => {
    const { server, document } = await opened();
    document.edit((draft) => {
      draft.title = 'Summer';
    }, 'title');
    expect(document.getState().status).toBe('checking');
    await settle();
    expect(server.disk.config.title).toBe('Summer');
    expect(document.getState()).toMatchObject({ status: 'saved', problems: [], canUndo: true });
  });

  it('writes nothing while a problem stands, and shows it', async () => {
    const { server, document } = await opened();
    document.edit((draft) => {
      draft.title = '';
    }, 'title');
    await settle();
    expect(server.disk.writes).toBe(0);
    expect(document.getState()).toMatchObject({ status: 'invalid', problems: [PROBLEM] });
  });

  it('makes one step of undo of a field typed in quick succession, and undo and redo are written too', async () => {
    const { server, document } = await opened();
    for (const title of ['S', 'Su', 'Sum']) {
      now += 200;
      document.edit((draft) => {
        draft.title = title;
      }, 'title');
    }
    await settle();
    expect(server.disk.config.title).toBe('Sum');
    document.undo();
    await settle();
    expect(server.disk.config.title).toBe('Demo');
    expect(document.getState()).toMatchObject({ canUndo: false, canRedo: true });
    document.redo();
    await settle();
    expect(server.disk.config.title).toBe('Sum');
  });

  it('takes a change on disk when nothing is unsaved', async () => {
    const { server, document } = await opened();
    const version = server.writeOutside((config) => {
      config.title = 'From an editor';
    });
    await document.changedOnDisk(version);
    expect(document.getState().config?.title).toBe('From an editor');
  });

  it('keeps an unsaved change over a change on disk, says so, and writes over it only when asked', async () => {
    const { server, document } = await opened();
    document.edit((draft) => {
      draft.title = '';
    }, 'title');
    await settle();
    const version = server.writeOutside((config) => {
      config.pitch = 'From an editor';
    });
    await document.changedOnDisk(version);
    expect(document.getState()).toMatchObject({ status: 'conflict', onDisk: { version } });
    expect(document.getState().config?.title).toBe('');

    document.loadFromDisk();
    await settle();
    expect(document.getState().config?.pitch).toBe('From an editor');
    // The change it replaced is one undo away.
    document.undo();
    expect(document.getState().config?.title).toBe('');
  });

  it('never writes over a file changed since it was read: a 409 is offered, not overwritten', async () => {
    const { server, document } = await opened();
    server.writeOutside((config) => {
      config.pitch = 'From an editor';
    });
    document.edit((draft) => {
      draft.title = 'Mine';
    }, 'title');
    await settle();
    expect(server.disk.config).toMatchObject({ title: 'Demo', pitch: 'From an editor' });
    expect(document.getState().status).toBe('conflict');
    document.keepMine();
    await settle();
    expect(server.disk.config.title).toBe('Mine');
  });
});
