// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyValue, preloadLazy } from './lazyValue.ts';
import { yieldToMain } from './yieldToMain.ts';

/** A module whose load the test settles by hand, recording when it starts and ends. */
function manualModule(id: string, log: string[]) {
  let settle: () => void = () => undefined;
  const value = lazyValue(id, () => {
    log.push(`start ${id}`);
    return new Promise<string>((resolve) => {
      settle = () => {
        log.push(`loaded ${id}`);
        resolve(id);
      };
    });
  });
  return { value, settle: () => { settle(); } };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloadLazy', () => {
  it('with a yield between, loads one module at a time and yields after each, in the order named', async () => {
    const log: string[] = [];
    const a = manualModule('test/one-by-one/a', log);
    const b = manualModule('test/one-by-one/b', log);
    const done = preloadLazy([a.value.id, b.value.id], () => {
      log.push('yield');
      return Promise.resolve();
    });
    await tick();
    expect(log).toEqual(['start test/one-by-one/a']);
    a.settle();
    await tick();
    expect(log).toEqual(['start test/one-by-one/a', 'loaded test/one-by-one/a', 'yield', 'start test/one-by-one/b']);
    b.settle();
    await done;
    expect(log.slice(4)).toEqual(['loaded test/one-by-one/b', 'yield']);
    expect(a.value.isLoaded() && b.value.isLoaded()).toBe(true);
  });

  it('without one, starts every module at once', async () => {
    const log: string[] = [];
    const a = manualModule('test/at-once/a', log);
    const b = manualModule('test/at-once/b', log);
    const done = preloadLazy([a.value.id, b.value.id]);
    await tick();
    expect(log).toEqual(['start test/at-once/a', 'start test/at-once/b']);
    a.settle();
    b.settle();
    await done;
  });

  it('loads a module registered only by another module’s load in a later round, one at a time too', async () => {
    const log: string[] = [];
    let registered: ReturnType<typeof manualModule> | undefined;
    const page = lazyValue('test/rounds/page', () => {
      log.push('start test/rounds/page');
      registered = manualModule('test/rounds/registered-by-page', log);
      return Promise.resolve('page');
    });
    const done = preloadLazy(['test/rounds/registered-by-page', page.id], () => Promise.resolve());
    await tick();
    expect(log).toEqual(['start test/rounds/page', 'start test/rounds/registered-by-page']);
    registered?.settle();
    await done;
    expect(registered?.value.isLoaded()).toBe(true);
  });
});

describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });

  it('elsewhere ends the task with a zero-delay timeout', async () => {
    vi.useFakeTimers();
    let resumed = false;
    const yielded = yieldToMain().then(() => {
      resumed = true;
    });
    await Promise.resolve();
    expect(resumed).toBe(false);
    await vi.runAllTimersAsync();
    await yielded;
    expect(resumed).toBe(true);
  });
});
