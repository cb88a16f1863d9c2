import type { FunnelFile } from '../../config/newFunnel/newFunnelTemplate.ts';

/** A problem `npm run check` finds, at its field: `line` is exactly what the check prints for it. */
export interface StudioProblem {
  path: (string | number)[];
  message: string;
  line: string;
}

/**
 * What the document needs from the server: the studio's API, or a fake in a unit test. `T` is the file's JSON: a
 * funnel's, or a content file's (src/studio/ui/content/); `slug` names the file to the client.
 */
export interface DocumentClient<T = FunnelFile> {
  load(slug: string): Promise<{ version: string; config: T; problems: StudioProblem[]; warnings: StudioProblem[] }>;
  validate(slug: string, config: T): Promise<{ problems: StudioProblem[]; warnings: StudioProblem[] }>;
  save(
    slug: string,
    config: T,
    baseVersion: string,
  ): Promise<{ kind: 'saved'; version: string } | { kind: 'conflict'; version: string; config: T } | { kind: 'invalid'; problems: StudioProblem[] }>;
}

export type SaveStatus = 'loading' | 'saved' | 'checking' | 'saving' | 'invalid' | 'conflict' | 'failed';

export interface DocumentState<T = FunnelFile> {
  status: SaveStatus;
  /** The file as edited; null until it is loaded. */
  config: T | null;
  problems: StudioProblem[];
  /** What the check warns of (an `order` another funnel has): shown, never in the way of a write. */
  warnings: StudioProblem[];
  /** The file on disk changed while this document held an unsaved change: its version and content, to load on request. */
  onDisk: { version: string; config: T } | null;
  canUndo: boolean;
  canRedo: boolean;
  /** Why the last request failed (the server was unreachable); empty otherwise. */
  failure: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

// Keystrokes in one field within this long make one step of undo, not one per letter.
const COALESCE_MS = 1200;
// A change is checked and written once typing pauses this long.
const SETTLE_MS = 300;

/**
 * One funnel file as the studio edits it. Every change is checked by the
 * server (the same validation as `npm run check`) and written only when no
 * problem stands, against the version it was read at: a file changed on disk
 * meanwhile is never written over blind. Undo and redo walk the changes.
 */
export class FunnelDocument<T = FunnelFile> {
  private state: DocumentState<T> = { status: 'loading', config: null, problems: [], warnings: [], onDisk: null, canUndo: false, canRedo: false, failure: '' };
  private readonly listeners = new Set<() => void>();
  /** The file as last read or written: its version, and its content. */
  private disk: { version: string; config: T } | null = null;
  private past: T[] = [];
  private future: T[] = [];
  private lastEdit = { key: '', at: 0 };
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The request in flight, so a change announced meanwhile is judged after it (it may be this document's own write). */
  private inFlight: Promise<void> = Promise.resolve();

  constructor(
    readonly slug: string,
    private readonly client: DocumentClient<T>,
    private readonly now: () => number = Date.now,
  ) {}

  getState = (): DocumentState<T> => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(patch: Partial<DocumentState<T>>): void {
    this.state = { ...this.state, ...patch, canUndo: this.past.length > 0, canRedo: this.future.length > 0 };
    for (const listener of this.listeners) listener();
  }

  /** Stops a pending check (the page is leaving); a change not yet written is dropped with it. */
  dispose(): void {
    clearTimeout(this.timer);
  }

  private loading: Promise<void> | undefined;

  /** Reads the file once; asked again (React's strict mode runs effects twice), it is the same read, never one that lands on an edit. */
  load(): Promise<void> {
    this.loading ??= this.loadNow();
    return this.loading;
  }

  private async loadNow(): Promise<void> {
    try {
      const file = await this.client.load(this.slug);
      this.disk = { version: file.version, config: file.config };
      this.set({ status: file.problems.length === 0 ? 'saved' : 'invalid', config: file.config, problems: file.problems, warnings: file.warnings, onDisk: null, failure: '' });
    } catch (error) {
      this.set({ status: 'failed', failure: String(error) });
    }
  }

  /** The version of the file as last read or written ('' for a file not yet written); null until it is read. */
  get diskVersion(): string | null {
    return this.disk?.version ?? null;
  }

  /** Whether the edited funnel differs from the file as last read or written. */
  get unsaved(): boolean {
    return this.state.config !== null && this.disk !== null && !same(this.state.config, this.disk.config);
  }

  /**
   * Applies a change to a copy of the funnel. `key` names what changed (a
   * field's path): changes to the same field in quick succession are one
   * step of undo.
   */
  edit(change: (draft: T) => void, key = ''): void {
    const current = this.state.config;
    if (current === null) return;
    const next = structuredClone(current);
    change(next);
    if (same(next, current)) return;
    const at = this.now();
    const coalesce = key !== '' && key === this.lastEdit.key && at - this.lastEdit.at < COALESCE_MS;
    if (!coalesce) this.past.push(current);
    this.future = [];
    this.lastEdit = { key, at };
    this.replace(next);
  }

  undo(): void {
    const previous = this.past.pop();
    if (previous === undefined || this.state.config === null) return;
    this.future.push(this.state.config);
    this.lastEdit = { key: '', at: 0 };
    this.replace(previous);
  }

  redo(): void {
    const next = this.future.pop();
    if (next === undefined || this.state.config === null) return;
    this.past.push(this.state.config);
    this.lastEdit = { key: '', at: 0 };
    this.replace(next);
  }

  private replace(config: T): void {
    this.set({ config, status: 'checking' });
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.sync(), SETTLE_MS);
  }

  /** Checks the funnel as it is now and, when no problem stands and it differs from the file, writes it. */
  private sync(): Promise<void> {
    const run = this.inFlight.then(() => this.syncNow());
    this.inFlight = run.catch(() => undefined);
    return run;
  }

  private async syncNow(): Promise<void> {
    const config = this.state.config;
    const disk = this.disk;
    if (config === null || disk === null || this.state.onDisk !== null) return;
    try {
      if (same(config, disk.config)) {
        const { problems, warnings } = await this.client.validate(this.slug, config);
        if (this.state.config === config) this.set({ status: problems.length === 0 ? 'saved' : 'invalid', problems, warnings, failure: '' });
        return;
      }
      this.set({ status: 'saving' });
      const result = await this.client.save(this.slug, config, disk.version);
      if (result.kind === 'saved') {
        this.disk = { version: result.version, config };
        if (this.state.config === config) this.set({ status: 'saved', problems: [], failure: '' });
      } else if (result.kind === 'invalid') {
        if (this.state.config === config) this.set({ status: 'invalid', problems: result.problems, failure: '' });
      } else {
        this.set({ status: 'conflict', onDisk: { version: result.version, config: result.config } });
      }
    } catch (error) {
      this.set({ status: 'failed', failure: String(error) });
    }
  }

  /**
   * The file changed on disk (an editor, git, or this document's own write).
   * Unknown versions are read; with nothing unsaved the document takes them,
   * otherwise it keeps the change and says the file changed, for the person
   * to choose.
   */
  async changedOnDisk(version: string | null): Promise<void> {
    // A deleted file is not taken as a change to load: the studio keeps what it has, which a save writes back.
    if (version === null) return;
    await this.inFlight;
    if (this.disk?.version === version) return;
    const file = await this.client.load(this.slug);
    if (this.disk?.version === file.version) return;
    if (!this.unsaved && this.state.onDisk === null) {
      this.disk = { version: file.version, config: file.config };
      this.set({ status: file.problems.length === 0 ? 'saved' : 'invalid', config: file.config, problems: file.problems, warnings: file.warnings });
    } else {
      this.set({ status: 'conflict', onDisk: { version: file.version, config: file.config } });
    }
  }

  /** Takes the file as it is on disk; the change it replaces stays one undo away. */
  loadFromDisk(): void {
    const onDisk = this.state.onDisk;
    if (onDisk === null || this.state.config === null) return;
    this.disk = onDisk;
    if (!same(this.state.config, onDisk.config)) this.past.push(this.state.config);
    this.future = [];
    this.set({ onDisk: null });
    this.replace(onDisk.config);
  }

  /** Keeps this change and writes it over the file on disk, knowing it changed. */
  keepMine(): void {
    const onDisk = this.state.onDisk;
    if (onDisk === null || this.state.config === null) return;
    this.disk = onDisk;
    this.set({ onDisk: null });
    this.replace(this.state.config);
  }
}
