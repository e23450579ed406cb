import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { areaOf, areaTag, BACKEND_AREAS, NO_JOURNEY } from '../suite/areas.mjs';
import { journeyGrep } from '../suite/plan.mjs';

test("a remote's change selects the journeys tagged with it, whole tags only", () => {
  const grep = new RegExp(journeyGrep(['mf-inbox']));
  assert.ok(grep.test('conversation takeover @shell @mf-agent @mf-inbox'));
  assert.ok(!grep.test('landing @mf-landing'));
  assert.ok(!new RegExp(journeyGrep(['mf-agent'])).test('x @mf-agents'));
});

test('several remotes select the journeys of any of them', () => {
  const grep = new RegExp(journeyGrep(['mf-booking', 'shell']));
  assert.ok(grep.test('booking @mf-booking'));
  assert.ok(grep.test('guards @shell @mf-dashboard'));
  assert.ok(!grep.test('checkout @mf-checkout'));
});

test('a shared package, the local stack or the journeys themselves select every journey', () => {
  for (const touched of [['shared-ui'], ['local-stack'], ['e2e'], ['mf-inbox', 'shared-auth']]) {
    assert.equal(journeyGrep(touched), null, touched.join());
  }
});

test('no app touched: no journey', () => {
  assert.equal(journeyGrep([]), '');
});

test("a backend change confined to some functions selects their areas' journeys", () => {
  const files = ['supabase/functions/payments/index.ts', 'supabase/functions/booking/slots.ts'];
  const grep = new RegExp(journeyGrep(['supabase-project'], files));
  assert.ok(grep.test('checkout @mf-checkout @backend-payments'));
  assert.ok(grep.test('booking page @mf-booking @backend-booking'));
  assert.ok(!grep.test('takeover @mf-inbox @backend-conversations'));
  assert.ok(!grep.test('x @backend-payments-extra'));
});

test("the backend's tests alone select no journey; its schema or shared code selects all", () => {
  assert.equal(journeyGrep(['supabase-project'], ['supabase/functions/tests/booking.test.ts']), '');
  assert.equal(journeyGrep(['supabase-project'], ['supabase/migrations/20261201000000_x.sql']), null);
  assert.equal(journeyGrep(['supabase-project'], ['supabase/functions/_shared/http.ts']), null);
});

test('every function belongs to an area, and every area is tagged on some journey', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const functions = fs
    .readdirSync(path.join(root, 'supabase/functions'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && !['_shared', 'tests'].includes(d.name))
    .map((d) => d.name);
  for (const fn of functions) {
    assert.ok(areaOf(fn) || NO_JOURNEY.includes(fn), `supabase/functions/${fn} has no area in suite/areas.mjs`);
  }
  const specs = fs
    .readdirSync(path.join(root, 'e2e/tests'), { recursive: true })
    .filter((f) => f.endsWith('.spec.ts'))
    .map((f) => fs.readFileSync(path.join(root, 'e2e/tests', f), 'utf8'))
    .join('\n');
  for (const area of Object.keys(BACKEND_AREAS)) {
    assert.ok(specs.includes(`'${areaTag(area)}'`), `no journey is tagged ${areaTag(area)}`);
  }
});
