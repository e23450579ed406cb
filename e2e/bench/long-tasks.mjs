// What Lighthouse's simulated long tasks contain (`--tasks`): its Total Blocking Time is the simulated
// main thread (observed durations × 4 on a phone CPU) between FCP and TTI, so a figure alone does not
// say which work to cut. Each task ≥ 50 ms is listed with its simulated start and length, its observed
// length on this machine, and the trace events it spent the most time in (script URLs shortened).
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js';
import { PageDependencyGraph } from 'lighthouse/core/computed/page-dependency-graph.js';

const LONG_MS = 50;
const SHOWN_EVENTS = 4;

const shortUrl = (url) => url.replace(/^https?:\/\/[^/]+\//, '').replace(/\.[0-9a-f]{10}\.js$/, '.js');

/** The main-thread events a task spent its time in, largest first: 'EvaluateScript main.js 38.0'. */
function contents(node) {
  const spent = new Map();
  for (const event of node.childEvents) {
    const url = event.args?.data?.url;
    const key = url ? `${event.name} ${shortUrl(url)}` : event.name;
    spent.set(key, (spent.get(key) ?? 0) + (event.dur ?? 0) / 1000);
  }
  return [...spent]
    .filter(([key]) => !key.startsWith('Profile'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, SHOWN_EVENTS)
    .map(([key, ms]) => `${key} ${ms.toFixed(1)}`)
    .join('; ');
}

/** The simulated long tasks of one Lighthouse run (its RunnerResult), in the order they ran. */
export async function simulatedLongTasks({ lhr, artifacts }) {
  const settings = lhr.configSettings;
  const context = { settings, computedCache: new Map() };
  const trace = artifacts.Trace;
  const devtoolsLog = artifacts.DevtoolsLog;
  const graph = await PageDependencyGraph.request(
    { settings, trace, devtoolsLog, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, fromTrace: false },
    context,
  );
  const simulator = await LoadSimulator.request({ devtoolsLog, settings }, context);
  const { nodeTimings } = simulator.simulate(graph, { label: 'bench-long-tasks' });
  return [...nodeTimings]
    .filter(([node, timing]) => node.type === 'cpu' && timing.duration >= LONG_MS)
    .map(([node, timing]) => ({
      start: Math.round(timing.startTime),
      duration: Math.round(timing.duration),
      observed: Number(((node.event.dur ?? 0) / 1000).toFixed(1)),
      contents: contents(node),
    }))
    .sort((a, b) => a.start - b.start);
}
