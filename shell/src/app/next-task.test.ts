/** @jest-environment node */
import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'scheduler');
  });

  it('resolves in a later task: after every microtask queued now', async () => {
    const order: string[] = [];
    const next = nextTask().then(() => order.push('next task'));
    void Promise.resolve()
      .then(() => order.push('microtask'))
      .then(() => order.push('chained microtask'));
    await next;
    expect(order).toEqual(['microtask', 'chained microtask', 'next task']);
  });

  it('uses scheduler.yield() where the browser has it', async () => {
    const yieldToMain = jest.fn(() => Promise.resolve());
    Object.defineProperty(globalThis, 'scheduler', { value: { yield: yieldToMain }, configurable: true });
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledTimes(1);
  });
});
