import { describe, expect, it } from 'vitest';
import { yieldToMain } from '../../utils/yield-to-main';
import { inTasks } from '../in-tasks';

describe('the entry evaluated in several tasks (src/hydration/entry.ts)', () => {
  it('runs the steps in order, each after the one before has settled', async () => {
    const log: string[] = [];
    const step = (name: string) => async () => {
      log.push(`${name} start`);
      await Promise.resolve();
      log.push(`${name} end`);
    };
    await inTasks([step('react-dom'), step('routes'), step('entry')], async () => void log.push('yield'));
    expect(log).toEqual(['react-dom start', 'react-dom end', 'yield', 'routes start', 'routes end', 'yield', 'entry start', 'entry end']);
  });

  it('lets a task queued during one step run before the next step starts', async () => {
    const log: string[] = [];
    const queueTask = (name: string) => setTimeout(() => log.push(name), 0);
    await inTasks([
      async () => {
        queueTask('a queued task');
        log.push('first step');
      },
      async () => {
        log.push('second step');
      },
    ], () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(log).toEqual(['first step', 'a queued task', 'second step']);
  });

  it('yields in a new task: a task queued before the yield runs before it settles', async () => {
    const log: string[] = [];
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      log.push('queued task');
      channel.port1.close();
    };
    channel.port2.postMessage(null);
    await Promise.resolve();
    await yieldToMain();
    log.push('after yield');
    expect(log).toEqual(['queued task', 'after yield']);
  });
});
