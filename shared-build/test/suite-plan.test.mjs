import assert from 'node:assert/strict';
import { test } from 'node:test';
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

test('a shared package, the backend or the journeys themselves select every journey', () => {
  for (const touched of [['shared-ui'], ['supabase-project'], ['local-stack'], ['e2e'], ['mf-inbox', 'shared-auth']]) {
    assert.equal(journeyGrep(touched), null, touched.join());
  }
});

test('no app touched: no journey', () => {
  assert.equal(journeyGrep([]), '');
});
