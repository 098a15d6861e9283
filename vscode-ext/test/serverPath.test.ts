// Finding cpls: the setting, PATH, PATHEXT, and the messages when it is missing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Environment, expandPath, INSTALL_URL, resolveServerPath, searchPath } from '../src/serverPath';

function env(files: string[], vars: Record<string, string>, platform: NodeJS.Platform = 'linux', workspaceFolder?: string): Environment {
  const set = new Set(files);
  return { env: vars, platform, workspaceFolder, isExecutable: (p) => set.has(p) };
}

test('PATH lookup takes the first directory that has cpls', () => {
  const e = env(['/opt/go/bin/cpls', '/usr/local/bin/cpls'], { PATH: '/usr/bin::/opt/go/bin:/usr/local/bin' });
  assert.deepEqual(resolveServerPath('', e), { ok: true, path: '/opt/go/bin/cpls', from: 'PATH' });
  assert.equal(searchPath('cpls', e), '/opt/go/bin/cpls');
});

test('Windows: PATHEXT and semicolons', () => {
  const e = env(['C:\\go\\bin\\cpls.EXE'], { Path: 'C:\\Windows;C:\\go\\bin', PATHEXT: '.COM;.EXE' }, 'win32');
  assert.deepEqual(resolveServerPath(undefined, e), { ok: true, path: 'C:\\go\\bin\\cpls.EXE', from: 'PATH' });
});

test('the setting wins over PATH; ~ and ${workspaceFolder} are expanded', () => {
  const e = env(['/home/ann/bin/cpls', '/usr/bin/cpls', '/work/p/bin/cpls'], { PATH: '/usr/bin', HOME: '/home/ann' }, 'linux', '/work/p');
  assert.deepEqual(resolveServerPath('~/bin/cpls', e), { ok: true, path: '/home/ann/bin/cpls', from: 'setting' });
  assert.deepEqual(resolveServerPath('${workspaceFolder}/bin/cpls', e), { ok: true, path: '/work/p/bin/cpls', from: 'setting' });
  assert.deepEqual(resolveServerPath('bin/cpls', e), { ok: true, path: '/work/p/bin/cpls', from: 'setting' });
  assert.equal(expandPath('${env:HOME}/x', e), '/home/ann/x');
});

test('a bare name in the setting is looked up on PATH', () => {
  const e = env(['/usr/bin/cpls-dev'], { PATH: '/usr/bin' });
  assert.deepEqual(resolveServerPath('cpls-dev', e), { ok: true, path: '/usr/bin/cpls-dev', from: 'setting' });
});

test('missing: the message says how to install and links the instructions', () => {
  const r = resolveServerPath('', env([], { PATH: '/usr/bin' }));
  assert.equal(r.ok, false);
  if (!r.ok) {
    assert.match(r.message, /not found on PATH/);
    assert.match(r.message, /from a cpls checkout with "go install \.\/cmd\/cpls"/);
    assert.doesNotMatch(r.message, /@latest/, 'the module is not published: go install …@latest does not work');
    assert.ok(r.message.includes(INSTALL_URL));
  }
  const bad = resolveServerPath('/nowhere/cpls', env([], { PATH: '/usr/bin' }));
  assert.equal(bad.ok, false);
  if (!bad.ok) assert.match(bad.message, /\/nowhere\/cpls is not an executable file/);
  const rel = resolveServerPath('bin/cpls', env([], {}));
  assert.equal(rel.ok, false);
  if (!rel.ok) assert.match(rel.message, /relative and no folder is open/);
});
