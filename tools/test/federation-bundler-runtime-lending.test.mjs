// A production remote borrows the shell's federation bundler runtime instead of carrying a copy
// (federation-bundler-runtime.mjs, bundlerRuntimeLending). A small host and remote are built with the
// apps' production options and run together in a VM, where the host's runtime loads the remote's entry
// and its exposed module through script elements, as in the browser.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { after, before, describe, it } from 'node:test';
import { bundlerRuntimeLending, federationBundlerRuntimeAlias } from '../lib/federation-bundler-runtime.mjs';
import { buildFederationProbe } from '../lib/federation-probe-build.mjs';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bundler-runtime-lending-'));
const origin = 'http://portal.test';

/**
 * Builds one app in production mode as create-app-config.mjs does for the federation runtime.
 * @param {{ name: string, host: boolean, lends?: boolean }} app
 */
function build({ name, host, lends = true }) {
  const shared = { 'greeting-words': { singleton: true, requiredVersion: '^1.0.0' } };
  return buildFederationProbe({
    context: folder,
    name,
    ...(host ? { entry: './host.js' } : { exposes: { './Card': './card.js' } }),
    output: { path: path.join(folder, name), publicPath: `${origin}/${name}/` },
    resolve: {
      alias: federationBundlerRuntimeAlias({ borrowBundlerRuntime: !host }),
      // The host imports the federation runtime, installed for the tools as for the shell.
      modules: ['node_modules', path.join(import.meta.dirname, '../node_modules')],
    },
    plugins: host ? (lends ? bundlerRuntimeLending.shellPlugins() : []) : bundlerRuntimeLending.remotePlugins(),
    federation: host && lends ? { shared, runtimePlugins: bundlerRuntimeLending.shellRuntimePlugins } : { shared },
  });
}

/**
 * A window with just what the federation runtime touches: script elements that run the built file
 * named by their `src` and then fire `load` (or `error` when the file is not there); a script that
 * throws reports to the window's `error` listeners, as a browser does.
 */
function browserLikeContext() {
  /** @type {Record<string, any>} */
  const context = { console, setTimeout, clearTimeout, Promise, URL, location: new URL(`${origin}/`) };
  /** @type {((event: { filename: string, message: string }) => void)[]} */
  const errorListeners = [];
  class HTMLScriptElement {
    /** @type {Record<string, string>} */
    attributes = {};
    src = '';
    /** @type {any} */
    parentNode = null;
    setAttribute(/** @type {string} */ key, /** @type {string} */ value) {
      this.attributes[key] = value;
    }
    getAttribute(/** @type {string} */ key) {
      return this.attributes[key] ?? null;
    }
  }
  const head = {
    appendChild(/** @type {any} */ script) {
      script.parentNode = head;
      const file = path.join(folder, new URL(script.src).pathname);
      setTimeout(() => {
        if (!fs.existsSync(file)) return script.onerror?.({ type: 'error', target: script });
        try {
          vm.runInContext(fs.readFileSync(file, 'utf8'), context, { filename: file });
        } catch (error) {
          for (const listener of errorListeners) listener({ filename: script.src, message: String(error) });
        }
        script.onload?.({ type: 'load', target: script });
      });
      return script;
    },
    removeChild: () => {},
  };
  context.HTMLScriptElement = HTMLScriptElement;
  context.addEventListener = (/** @type {string} */ type, /** @type {any} */ listener) => type === 'error' && errorListeners.push(listener);
  context.removeEventListener = () => {};
  context.document = {
    defaultView: context,
    currentScript: null,
    head,
    getElementsByTagName: () => [],
    querySelectorAll: () => [],
    createElement: () => new HTMLScriptElement(),
  };
  context.window = context;
  context.self = context;
  vm.createContext(context);
  return context;
}

/**
 * Runs the host, which loads the remote and renders the remote's card to `globalThis.rendered`.
 * @param {string} hostName
 */
async function runHost(hostName) {
  const context = browserLikeContext();
  const main = fs.readdirSync(path.join(folder, hostName)).find((file) => /^main.*\.js$/.test(file));
  assert.ok(main, `no main bundle in ${hostName}`);
  vm.runInContext(fs.readFileSync(path.join(folder, hostName, main), 'utf8'), context);
  for (let tries = 0; tries < 200 && context.rendered === undefined; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  return context.rendered;
}

describe('a remote borrowing the shell’s bundler runtime', () => {
  before(async () => {
    fs.mkdirSync(path.join(folder, 'node_modules/greeting-words'), { recursive: true });
    fs.writeFileSync(
      path.join(folder, 'node_modules/greeting-words/package.json'),
      JSON.stringify({ name: 'greeting-words', version: '1.2.0', main: 'index.js' }),
    );
    fs.writeFileSync(path.join(folder, 'node_modules/greeting-words/index.js'), 'export const hello = "hello";\n');
    fs.writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ name: 'probe', dependencies: { 'greeting-words': '^1.0.0' } }));
    fs.writeFileSync(
      path.join(folder, 'card.js'),
      'import { hello } from "greeting-words";\nexport default () => `${hello} from the card`;\n',
    );
    fs.writeFileSync(
      path.join(folder, 'host.js'),
      'import("./bootstrap.js").then((run) => run.default()).catch((error) => { globalThis.rendered = `failed: ${error.message}`; });\n',
    );
    fs.writeFileSync(
      path.join(folder, 'bootstrap.js'),
      [
        'import { loadRemote, registerRemotes } from "@module-federation/enhanced/runtime";',
        'import "greeting-words";',
        'export default async function run() {',
        `  registerRemotes([{ name: "card_remote", entry: "${origin}/card_remote/remoteEntry.js" }]);`,
        '  const card = await loadRemote("card_remote/Card");',
        '  globalThis.rendered = card.default();',
        '}',
        '',
      ].join('\n'),
    );
    await build({ name: 'card_remote', host: false });
    await build({ name: 'lending_shell', host: true });
    await build({ name: 'keeping_shell', host: true, lends: false });
  });
  after(() => process.env.KEEP_PROBE || fs.rmSync(folder, { recursive: true, force: true }));

  it('carries no copy of the bundler runtime package, nor of the container start-up code', () => {
    const entry = fs.readFileSync(path.join(folder, 'card_remote/remoteEntry.js'), 'utf8');
    // The package's initContainerEntry reads these options; the stand-in leaves the function to the shell.
    assert.doesNotMatch(entry, /hostShareScopeKeys/);
    // The start-up code builds this table of the consumed modules; the remote calls the shell's.
    assert.doesNotMatch(entry, /consumesLoadingModuleToHandlerMapping/);
    const host = fs.readdirSync(path.join(folder, 'lending_shell')).find((file) => /^main.*\.js$/.test(file)) ?? '';
    assert.match(fs.readFileSync(path.join(folder, 'lending_shell', host), 'utf8'), /consumesLoadingModuleToHandlerMapping/);
  });

  it('starts inside a shell that lends it, takes the shared module from there and serves its module', async () => {
    assert.equal(await runHost('lending_shell'), 'hello from the card');
  });

  it('refuses to start inside a shell that lends nothing, with a message that says so', async () => {
    assert.match(String(await runHost('keeping_shell')), /^failed: .*runs inside the portal shell only/s);
  });
});
