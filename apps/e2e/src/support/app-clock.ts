/**
 * The apps of a spec run in the spec's own process and read the time through `Date`: faking Date alone
 * (it keeps running at the real pace) moves their clock without waiting, while every timer (the apps',
 * pg's, jest's) stays real. `jest.useRealTimers()` puts the real clock back.
 */
export function runAppClockFrom(now: number): void {
  jest.useFakeTimers({
    now,
    advanceTimers: true,
    doNotFake: [
      'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback',
      'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout',
    ],
  });
}
