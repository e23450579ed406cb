// The one webpack + Module Federation configuration of every app (shell and remotes). Each app's
// webpack.config.mjs calls createAppConfig() with what differs: its name, what it exposes.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { build as esbuild } from 'esbuild';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { appByDir, portsFrom, remotesJson } from './apps.mjs';
import { CONFIG_MARKER, configScript } from './runtime-config.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');

/**
 * Shared singletons of the federation contract (one copy of each per page). requiredVersion comes from the
 * app's own package.json so a mismatch is reported by the runtime instead of loading a second copy.
 * The trailing-slash keys share deep imports (react/jsx-runtime, react-dom/client). zustand has none: no
 * app imports zustand/* (its own vanilla and react parts travel inside the shared 'zustand'), and a
 * 'zustand/' key makes Node warn DEP0155, as zustand's exports map has no "./" entry.
 */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'styled-components',
  'zustand',
  '@supabase/supabase-js',
  'shared-ui',
  // shared-ui/dates (date-fns formatters) and shared-ui/widgets (form controls, dialog, tabs, table,
  // sidebar layout): apart so pages without them, like the landing, stay light.
  'shared-ui/',
  'shared-auth',
  // shared-auth/client: the part with supabase-js, loaded on demand (see shared-auth/src/client.ts);
  // shared-auth/config: the runtime config alone (the public booking page).
  'shared-auth/',
  'shared-domain',
  // shared-domain/landing-plans: the landing's catalogue alone, without the validation library;
  // shared-domain/phone, shared-domain/team: the phone helpers and the team's rules alone (the public
  // booking page).
  'shared-domain/',
];

/**
 * Singletons shared by the apps that depend on them, and only those: ApexCharts (not in the shell), with
 * its per-type and per-feature entries ('apexcharts/core', 'apexcharts/area'), which register into one
 * core: two copies of the core would each miss the other's chart types. TanStack Query: the shell owns the
 * customer area's one QueryClient and its context, which a second copy would not see; the landing and the
 * booking page do not depend on it and never load it.
 */
const OPTIONAL_SINGLETONS = ['apexcharts', 'apexcharts/', '@tanstack/react-query'];

/** The shared packages whose version is checked strictly (see sharedConfig). */
const CONTRACT_PACKAGES = new Set(['shared-ui', 'shared-auth', 'shared-domain']);

/** Shared keys served by a slimmer module of ours (see shared-modules/): the key stays the package's. */
export const SHARED_FACADES = {
  'react-router-dom': path.join(here, 'shared-modules/react-router-dom.mjs'),
};

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * The host provides every entry of the contract packages (shared-ui/dates, shared-domain/landing-plans…)
 * even where it does not import them itself: otherwise the first remote to register one provides it to
 * every other, from its own origin, and that remote going down would take the others' module with it.
 * Provided only: each is a lazy chunk of the shell, downloaded when a remote first needs it.
 */
function hostProvidedEntries(require, shared) {
  for (const pkg of CONTRACT_PACKAGES) {
    const { exports = {} } = readJson(require.resolve(`${pkg}/package.json`));
    for (const subpath of Object.keys(exports)) {
      // Test helpers (shared-auth/testing, shared-domain/testing, shared-auth/testing/stack) and the
      // build-time renderer (shared-ui/prerender, run in Node) never ship.
      if (subpath === '.' || subpath === './package.json' || /^\.\/(testing|prerender)(\/|$)/.test(subpath)) continue;
      const key = `${pkg}/${subpath.slice(2)}`;
      // A resolved path: webpack then includes the module even though no code of the shell asks for it.
      shared[key] = { ...shared[`${pkg}/`], import: require.resolve(key) };
    }
  }
}

function sharedConfig(appDir, { host = false } = {}) {
  const deps = readJson(path.join(appDir, 'package.json')).dependencies ?? {};
  const require = createRequire(path.join(appDir, 'package.json'));
  const shared = {};
  for (const key of [...SINGLETONS, ...OPTIONAL_SINGLETONS]) {
    const pkg = key.replace(/\/$/, '');
    const required = deps[pkg];
    if (!required && OPTIONAL_SINGLETONS.includes(key)) continue;
    if (!required) throw new Error(`${path.basename(appDir)}: "${pkg}" must be a dependency to be shared`);
    const version = readJson(require.resolve(`${pkg}/package.json`)).version;
    // Our own packages are the federation contract: a remote built against another major of them is
    // refused (the shell shows its fallback) rather than run on a copy it was not built for.
    const strictVersion = CONTRACT_PACKAGES.has(pkg);
    shared[key] = { singleton: true, requiredVersion: required, version, strictVersion };
    if (SHARED_FACADES[key]) shared[key].import = SHARED_FACADES[key];
  }
  if (host) hostProvidedEntries(require, shared);
  return shared;
}

const STANDALONE_RUNTIME_CORE = 'federation-runtime-core.js';

/**
 * Remotes read the federation runtime core from the page (externalRuntime): inside the shell the
 * shell provides it (runtime/provideRuntimeCore.mjs); a remote's own standalone page loads this
 * file first, a bundle of runtime/standaloneRuntimeCore.mjs. Only standalone pages request it.
 */
class StandaloneRuntimeCorePlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    // Bundled once per compiler: a dev server's rebuilds reuse it (the runtime core never changes).
    let bundle = null;
    const build = () =>
      esbuild({
        entryPoints: [path.join(here, 'runtime/standaloneRuntimeCore.mjs')],
        bundle: true,
        format: 'iife',
        platform: 'browser',
        target: 'es2020',
        minify: compiler.options.mode === 'production',
        define: { 'process.env.NODE_ENV': JSON.stringify(compiler.options.mode) },
        write: false,
        logLevel: 'error',
      }).then((result) => result.outputFiles[0].text);
    compiler.hooks.thisCompilation.tap('StandaloneRuntimeCorePlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'StandaloneRuntimeCorePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          bundle ??= build();
          compilation.emitAsset(STANDALONE_RUNTIME_CORE, new sources.RawSource(await bundle));
        },
      );
    });
  }
}

/**
 * @param {object} opts
 * @param {string} opts.appDir absolute folder of the app (its package.json is there)
 * @param {Record<string,string>} [opts.exposes] remotes: { './App': './src/App.tsx' }
 * @param {string[]} [opts.runtimePlugins] host: files of Module Federation runtime plugins
 */
export function createAppConfig({ appDir, exposes, runtimePlugins = [] }) {
  const app = appByDir(path.basename(appDir));
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: './src/index.ts',
      target: 'web',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        publicPath: 'auto',
        uniqueName: app.name,
        // Hashed names are cached forever by the servers; remoteEntry.js and the manifest never are.
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        // A content hash in development too: the router facade's chunk differs between the page's
        // runtime and the remote entry's (each keeps the router exports it uses), one name each.
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        // A remote whose chunks stop answering fails in 15 s (webpack waits 120 s by default).
        chunkLoadTimeout: 15000,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'ts-loader',
            options: {
              // Type-checking is `npm run typecheck` (tsc); the build only transpiles.
              transpileOnly: true,
              configFile: path.join(appDir, 'tsconfig.json'),
              compilerOptions: { noEmit: false, allowImportingTsExtensions: false, module: 'esnext', target: 'es2020' },
            },
          },
          { test: /\.(png|jpe?g|webp|svg|woff2?)$/i, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedConfig(appDir, { host: !exposes }),
          // 'version-first' fetches every remote at start-up: one dead remote would stall the shell.
          shareStrategy: 'loaded-first',
          // The shell provides its runtime core to the remotes, which are built without one.
          runtimePlugins: exposes
            ? runtimePlugins
            : [...runtimePlugins, path.join(here, 'runtime/provideRuntimeCore.mjs')],
          dts: false,
          manifest: true,
          // Leaf remotes consume no remote: drop the runtime's remote-loading code (about 8 KB gzip
          // per remote entry). Never disableSnapshot, which breaks manifests. externalRuntime takes
          // the runtime core out of every remote entry (19 → 8 KB gzip); the shell's provider adds
          // 0.4 KB (MF's own provider plugin imports a second copy: +14 KB). target 'web' drops the
          // runtime's Node loading code from every app.
          experiments: exposes
            ? { externalRuntime: true, optimization: { disableRemote: true, target: 'web' } }
            : { optimization: { target: 'web' } },
        }),
        ...(exposes ? [new StandaloneRuntimeCorePlugin()] : []),
        new HtmlWebpackPlugin({
          template: path.join(here, 'assets/index.html'),
          favicon: path.join(here, 'assets/favicon.svg'),
          title: app.title,
          // Production pages get their config when served (bin/serve.mjs); the dev server bakes it in.
          configScript: production ? CONFIG_MARKER : configScript(),
          // Runs before the page's own deferred scripts (the tags the plugin injects follow it).
          headScripts: exposes ? `<script defer src="/${STANDALONE_RUNTIME_CORE}"></script>` : '',
          scriptLoading: 'defer',
          // Deep links (/user-dashboard/schedule) load the page's scripts from the root; chunks
          // still resolve through publicPath 'auto'.
          publicPath: '/',
        }),
      ],
      optimization: production ? { moduleIds: 'deterministic', chunkIds: 'deterministic' } : {},
      performance: { hints: false },
      // publicPath 'auto' is the contract (remotes resolve their chunks from their own origin).
      ignoreWarnings: [/Manifest will use absolute path resolution/],
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port: app.port,
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false } },
        static: false,
        // The shell's remotes.json, pointing at the other dev servers.
        setupMiddlewares: (middlewares, devServer) => {
          if (app.name === 'shell') {
            devServer.app.get('/remotes.json', (_req, res) => res.json(remotesJson('localhost', portsFrom(app.port))));
          }
          return middlewares;
        },
      },
      cache: production
        ? false
        : { type: 'filesystem', cacheDirectory: path.join(repoRoot, 'node_modules/.cache/webpack', app.name) },
    };
  };
}
