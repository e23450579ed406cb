// node e2e/bench/build-site.mjs OUT — the production build of every app exactly as
// `node shared-build/bin/site.mjs build` makes it (the same webpack configs in one webpack process,
// then the prerendered snapshots), written to OUT/<app>/dist instead of each app's own dist/.
// The benchmarks build here so that a timed cold build never empties the dist/ folders a Playwright
// run or `npm start` is serving at the same time. OUT/<app>/src links to the app's sources (the
// snapshot step reads src/prerender.tsx beside the dist/ it writes into).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { repo } from './support.mjs';

const out = process.argv[2];
if (!out) {
  console.error('usage: node e2e/bench/build-site.mjs OUT');
  process.exit(2);
}
const outRoot = path.resolve(out);
// The webpack site.mjs uses (resolved from shared-build, as site.mjs resolves it).
const requireFromBuild = createRequire(path.join(repo, 'shared-build/bin/site.mjs'));
const webpack = (await import(pathToFileURL(requireFromBuild.resolve('webpack')).href)).default;
const { APPS } = await import(pathToFileURL(path.join(repo, 'shared-build/apps.mjs')).href);
const { writeSnapshot } = await import(pathToFileURL(path.join(repo, 'shared-build/prerender.mjs')).href);

const started = Date.now();
const configs = await Promise.all(
  APPS.map(async (app) => {
    const factory = (await import(pathToFileURL(path.join(repo, app.dir, 'webpack.config.mjs')).href)).default;
    const config = factory({}, { mode: 'production' });
    const appOut = path.join(outRoot, app.dir);
    fs.mkdirSync(appOut, { recursive: true });
    const src = path.join(appOut, 'src');
    if (!fs.existsSync(src)) fs.symlinkSync(path.join(repo, app.dir, 'src'), src, 'dir');
    return { ...config, output: { ...config.output, path: path.join(appOut, 'dist') } };
  }),
);
await new Promise((resolve, reject) => {
  webpack(configs, (err, stats) => {
    if (err) return reject(err);
    const info = stats.toString({ preset: 'errors-warnings', colors: false });
    if (info.trim()) console.error(info);
    if (stats.hasErrors()) return reject(new Error('build failed'));
    resolve();
  });
});
for (const app of APPS) await writeSnapshot(path.join(outRoot, app.dir));
console.log(`build of ${APPS.length} apps in ${((Date.now() - started) / 1000).toFixed(1)} s → ${outRoot}`);
