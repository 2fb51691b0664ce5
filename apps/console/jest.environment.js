const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom for the console's component tests, with Node's fetch classes: jsdom has no fetch, and the
 * generated client builds a `Request` for every call. The tests answer those requests themselves
 * (src/testing/fake-api.ts), so nothing leaves the process.
 */
class ConsoleEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['Request', 'Response', 'Headers', 'FormData', 'File', 'Blob', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'structuredClone']) {
      this.global[name] = globalThis[name];
    }
    // The client keeps the fetch it found when it was made: this one asks whichever fake the test installed.
    this.global.fetch = (input, init) => {
      const handler = this.global.__consoleFetch;
      if (!handler) throw new Error('No fake API is installed: call installFakeApi() in the test');
      return handler(input, init);
    };
  }
}

module.exports = ConsoleEnvironment;
