// What the status bar says: the server's state, then the solving status of the active
// document's problems (the server's cpls/status notification) and the progress of a
// running solve ($/progress). No vscode import: tested directly.

/** One problem's entry of cpls/status (server/diagnostics.go). */
export interface ProblemStatus {
  index: number;
  status: string;
  summary: string;
}

/** The params of the cpls/status notification. */
export interface StatusParams {
  uri: string;
  version: number;
  problems: ProblemStatus[];
}

export type ServerState = 'starting' | 'running' | 'stopped' | 'missing';

export interface Progress {
  title?: string;
  message?: string;
  percentage?: number;
}

export interface StatusView {
  text: string;
  tooltip: string;
  /** 'error' and 'warning' colour the item's background. */
  level: 'ok' | 'warning' | 'error' | 'busy' | 'idle';
}

/**
 * Whether a $/progress value of the server also goes to the language client's own
 * progress display. The status bar item shows the server's progress (percentage, and
 * the message in its tooltip); the client would put a second item beside it, so it gets
 * only the end of each progress, which lets it drop the token.
 */
export function clientShowsProgress(kind: string): boolean {
  return kind === 'end';
}

const ICONS: Record<string, string> = {
  solving: '$(sync~spin)',
  sound: '$(pass)',
  cooked: '$(warning)',
  'no-solution': '$(error)',
  'short-solution': '$(warning)',
  timeout: '$(watch)',
  illegal: '$(error)',
  error: '$(error)',
  unsupported: '$(circle-slash)',
  unsolved: '$(circle-outline)',
};

const SEVERITY: Record<string, number> = {
  sound: 0,
  unsolved: 1,
  unsupported: 1,
  solving: 2,
  timeout: 3,
  'short-solution': 4,
  cooked: 4,
  'no-solution': 5,
  illegal: 5,
  error: 5,
};

/** Words for a status value, in the order a composer reads the bar. */
const WORDS: Record<string, string> = {
  'no-solution': 'no solution',
  'short-solution': 'short solution',
  unsolved: 'not solved',
};

const word = (s: string) => WORDS[s] ?? s;

export function statusView(state: ServerState, problems: ProblemStatus[] | undefined, progress?: Progress): StatusView {
  switch (state) {
    case 'missing':
      return { text: '$(error) cpls: not found', tooltip: 'The cpls language server was not found. Click for install instructions.', level: 'error' };
    case 'starting':
      return { text: '$(sync~spin) cpls: starting', tooltip: 'The cpls language server is starting.', level: 'busy' };
    case 'stopped':
      return { text: '$(debug-disconnect) cpls: stopped', tooltip: 'The cpls language server is not running. Click to restart it.', level: 'warning' };
  }
  if (progress) {
    const pct = progress.percentage !== undefined ? ` ${Math.round(progress.percentage)}%` : '';
    const msg = [progress.title, progress.message].filter(Boolean).join(': ');
    return { text: `$(sync~spin) cpls: solving${pct}`, tooltip: msg || 'Solving…', level: 'busy' };
  }
  if (!problems || problems.length === 0) {
    return { text: '$(check) cpls', tooltip: 'cpls is running.', level: 'idle' };
  }
  const tooltip = problems.map((p) => `Problem ${p.index + 1}: ${p.summary || word(p.status)}`).join('\n');
  let worst = problems[0].status;
  for (const p of problems) if ((SEVERITY[p.status] ?? 1) > (SEVERITY[worst] ?? 1)) worst = p.status;
  const sev = SEVERITY[worst] ?? 1;
  const level: StatusView['level'] = worst === 'solving' ? 'busy' : sev >= 5 ? 'error' : sev >= 3 ? 'warning' : 'ok';
  const icon = ICONS[worst] ?? '$(info)';
  if (problems.length === 1) {
    const p = problems[0];
    const text = p.status === 'solving' ? 'solving…' : word(p.status);
    return { text: `${icon} cpls: ${text}`, tooltip, level };
  }
  // Several problems: counts per status, worst first.
  const counts = new Map<string, number>();
  for (const p of problems) counts.set(p.status, (counts.get(p.status) ?? 0) + 1);
  const parts = [...counts.entries()]
    .sort((a, b) => (SEVERITY[b[0]] ?? 1) - (SEVERITY[a[0]] ?? 1))
    .map(([s, n]) => `${n} ${word(s)}`);
  return { text: `${icon} cpls: ${parts.join(' · ')}`, tooltip, level };
}
