const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom finds a `<label for>`'s control by walking the whole document, and an input's labels by asking
 * every label for its control: each query by label or accessible name then walks the page once per
 * label, which in a page as big as the builder was most of its specs' CPU. A document keeps an index of
 * its ids (what getElementById reads): when exactly one element of the document bears the id, it is the
 * first in tree order, so the index answers as the walk would. Anything else (no such id, several,
 * a label outside the document) still takes jsdom's own walk.
 */
function findControlsByIdIndex() {
  // Loaded once jsdom itself is (its modules require each other in an order of their own).
  const { implementation: LabelImpl } = require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js');
  const { isLabelable } = require('jsdom/lib/jsdom/living/helpers/form-controls.js');
  const walkToControl = Object.getOwnPropertyDescriptor(LabelImpl.prototype, 'control').get;
  if (walkToControl.byIdIndex) return;
  const control = function () {
    const id = this.getAttributeNS(null, 'for');
    if (id) {
      const root = this.getRootNode({});
      const candidates = root === this._ownerDocument ? root._ids?.[id] : undefined;
      const inDocument = candidates?.filter((candidate) => candidate.getRootNode({}) === root);
      if (inDocument?.length === 1) return isLabelable(inDocument[0]) ? inDocument[0] : null;
    }
    return walkToControl.call(this);
  };
  control.byIdIndex = true;
  Object.defineProperty(LabelImpl.prototype, 'control', { configurable: true, get: control });
}

/**
 * jsdom for the console's component tests, with Node's fetch classes: jsdom has no fetch, and the
 * generated client builds a `Request` for every call. The tests answer those requests themselves
 * (src/testing/fake-api.ts), so nothing leaves the process.
 */
class ConsoleEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    findControlsByIdIndex();
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
