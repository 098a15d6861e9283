// The status bar's words for server states, solving progress and problem statuses.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clientShowsProgress, statusView } from '../src/statusText';

test('server states', () => {
  assert.equal(statusView('missing', undefined).text, '$(error) cpls: not found');
  assert.equal(statusView('missing', undefined).level, 'error');
  assert.equal(statusView('starting', undefined).level, 'busy');
  assert.match(statusView('stopped', [{ index: 0, status: 'sound', summary: '' }]).text, /stopped/);
});

test('progress overrides the problem status while solving', () => {
  const v = statusView('running', [{ index: 0, status: 'solving', summary: 'solving…' }], { title: 'Solving', message: 'x.inp: 2 to solve', percentage: 49.6 });
  assert.equal(v.text, '$(sync~spin) cpls: solving 50%');
  assert.equal(v.tooltip, 'Solving: x.inp: 2 to solve');
});

test('the server\'s progress is shown once: the client only hears of its end', () => {
  assert.equal(clientShowsProgress('begin'), false);
  assert.equal(clientShowsProgress('report'), false);
  assert.equal(clientShowsProgress('end'), true);
});

test('one problem: its status; the summary in the tooltip', () => {
  const v = statusView('running', [{ index: 0, status: 'cooked', summary: 'cooked: 2 keys' }]);
  assert.equal(v.text, '$(warning) cpls: cooked');
  assert.equal(v.tooltip, 'Problem 1: cooked: 2 keys');
  assert.equal(v.level, 'warning');
  assert.equal(statusView('running', [{ index: 0, status: 'sound', summary: 'sound: 1.Qa7-b8!' }]).level, 'ok');
  assert.equal(statusView('running', [{ index: 0, status: 'illegal', summary: '' }]).level, 'error');
  assert.equal(statusView('running', [{ index: 0, status: 'no-solution', summary: '' }]).text, '$(error) cpls: no solution');
});

test('several problems: counts, worst first', () => {
  const v = statusView('running', [
    { index: 0, status: 'sound', summary: 'sound: 1.Qa1-a8!' },
    { index: 1, status: 'cooked', summary: 'cooked: 2 keys' },
    { index: 2, status: 'sound', summary: 'sound: 1.Sd5!' },
  ]);
  assert.equal(v.text, '$(warning) cpls: 1 cooked · 2 sound');
  assert.equal(v.tooltip.split('\n').length, 3);
});

test('no problems reported yet', () => {
  assert.equal(statusView('running', undefined).text, '$(check) cpls');
  assert.equal(statusView('running', []).level, 'idle');
});
