import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The environment a file asks for in its docblock (`// @vitest-environment node`), as Vitest reads it. */
const PRAGMA = /@(?:vitest|jest)-environment\s+([\w-]+)\b/;

function environmentOf(spec: TestSpecification): string {
  return PRAGMA.exec(readFileSync(spec.moduleId, 'utf8'))?.[1] ?? spec.project.config.environment;
}

/**
 * Vitest's own order (project by project, the longest files first), with each project's files of one environment
 * together. A project that shares its workers between files (`isolate: false`) keeps a worker only while the next
 * file waiting wants the same environment; the unit project's jsdom and Node files, interleaved, ended 60 workers
 * (each importing every block and page again) where grouped they end four: 174 s of CPU for the run against
 * 95 s (docs/testing.md).
 */
export default class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const groups = new Map<string, TestSpecification[]>();
    for (const spec of sorted) {
      const key = `${spec.project.name}\u0000${environmentOf(spec)}`;
      const group = groups.get(key);
      if (group === undefined) groups.set(key, [spec]);
      else group.push(spec);
    }
    return [...groups.values()].flat();
  }
}
