// jsdom plus the fetch API every browser has and jsdom lacks. Node's own implementation stands in:
// the API clients call fetch against real local test servers, so tests see real HTTP.
// Only the fetch classes are copied: jsdom keeps its own AbortController, Blob and FormData, which its
// DOM checks by class (Node's fetch accepts jsdom's AbortSignal). What fetch returns comes from
// Node's realm (response.blob() is a Node Blob; errors are Node's), so code tells errors apart by name.
const { TestEnvironment } = require('jest-environment-jsdom');

const fetchApi = { fetch, Request, Response, Headers };

class JsdomWithFetchEnvironment extends TestEnvironment {
  /** @param {ConstructorParameters<typeof TestEnvironment>} args */
  constructor(...args) {
    super(...args);
    for (const [name, value] of Object.entries(fetchApi)) {
      if (!(name in this.global)) Object.defineProperty(this.global, name, { value, writable: true, configurable: true });
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
