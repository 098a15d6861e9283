// Finding the cpls executable: the cpls.path setting, else PATH. Pure functions of their
// arguments (no vscode import) so that they are tested without VS Code.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/** Where users are sent when cpls cannot be found. */
export const INSTALL_URL = 'https://github.com/cpls-dev/cpls#install';

export interface Environment {
  /** The process environment (PATH, PATHEXT, HOME). */
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  /** The first workspace folder's path, for ${workspaceFolder}. */
  workspaceFolder?: string;
  /** Whether path is an executable file; injectable for tests. */
  isExecutable?: (p: string) => boolean;
}

export type Resolution =
  | { ok: true; path: string; from: 'setting' | 'PATH' }
  | { ok: false; message: string };

export function defaultIsExecutable(p: string): boolean {
  try {
    const st = fs.statSync(p);
    if (!st.isFile()) return false;
    if (process.platform === 'win32') return true;
    fs.accessSync(p, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Expands a leading ~ and ${workspaceFolder}, ${env:NAME} and ${userHome} in a configured path. */
export function expandPath(p: string, e: Environment): string {
  const home = e.env.HOME ?? e.env.USERPROFILE ?? os.homedir();
  let out = p.trim();
  if (out === '~' || out.startsWith('~/') || out.startsWith('~\\')) out = home + out.slice(1);
  out = out.replace(/\$\{userHome\}/g, home);
  out = out.replace(/\$\{env:([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => e.env[name] ?? '');
  if (e.workspaceFolder !== undefined) out = out.replace(/\$\{workspaceFolder\}/g, e.workspaceFolder);
  return out;
}

/** Looks name up on PATH (with PATHEXT on Windows). */
export function searchPath(name: string, e: Environment): string | undefined {
  const isExe = e.isExecutable ?? defaultIsExecutable;
  const win = e.platform === 'win32';
  const pathVar = e.env.PATH ?? e.env.Path ?? '';
  const sep = win ? ';' : ':';
  const exts = win ? (e.env.PATHEXT ?? '.EXE;.CMD;.BAT;.COM').split(';').filter(Boolean) : [''];
  const join = win ? path.win32.join : path.posix.join;
  for (const dir of pathVar.split(sep)) {
    if (!dir) continue;
    for (const ext of exts) {
      const candidate = join(dir, name + ext);
      if (isExe(candidate)) return candidate;
    }
  }
  return undefined;
}

/**
 * Resolves the server executable from the cpls.path setting (may be empty) and the
 * environment. A relative setting is taken relative to the workspace folder.
 */
export function resolveServerPath(setting: string | undefined, e: Environment): Resolution {
  const isExe = e.isExecutable ?? defaultIsExecutable;
  const configured = (setting ?? '').trim();
  if (configured !== '') {
    let p = expandPath(configured, e);
    const abs = e.platform === 'win32' ? path.win32.isAbsolute(p) : path.posix.isAbsolute(p);
    if (!abs && (p.includes('/') || p.includes('\\'))) {
      if (e.workspaceFolder === undefined) {
        return { ok: false, message: `cpls.path "${configured}" is relative and no folder is open. Set an absolute path.` };
      }
      p = (e.platform === 'win32' ? path.win32 : path.posix).join(e.workspaceFolder, p);
    } else if (!abs) {
      // A bare name ("cpls-dev"): look it up on PATH like a shell would.
      const found = searchPath(p, e);
      if (found) return { ok: true, path: found, from: 'setting' };
      return { ok: false, message: `cpls.path is "${configured}", which is not on PATH. Install cpls (${INSTALL_URL}) or set cpls.path to the full path of the executable.` };
    }
    if (isExe(p)) return { ok: true, path: p, from: 'setting' };
    return { ok: false, message: `cpls.path is "${configured}", but ${p} is not an executable file. Install cpls (${INSTALL_URL}) or correct the setting.` };
  }
  const found = searchPath('cpls', e);
  if (found) return { ok: true, path: found, from: 'PATH' };
  return {
    ok: false,
    message: `The cpls language server was not found on PATH. Install it from a cpls checkout with "go install ./cmd/cpls" (Go puts it in ~/go/bin, which must be on PATH; see ${INSTALL_URL}) or set cpls.path.`,
  };
}
