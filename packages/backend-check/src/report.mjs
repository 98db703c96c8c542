/**
 * What a run writes: a page for people (HTML, one self-contained file) and JUnit XML for a CI. Personal
 * data and credentials in requests, answers and messages are masked (masking.mjs) before either is
 * written: testers attach these files to bug reports.
 */
import { maskBody, maskText } from './masking.mjs';
import { summarise } from './run.mjs';

const escapeText = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

const shown = (value) => (value === undefined ? '' : JSON.stringify(value, null, 2));

/** A call's request as the report shows it: masked, query and body. */
function requestText(call) {
  const query = new URLSearchParams(maskBody(call.request.query)).toString();
  return `${call.method} ${call.path}${query ? `?${query}` : ''}\n${shown(maskBody(call.request.body))}`;
}

/** Problems grouped by place, so a list that breaks one rule many times reads as one row per place. */
function byPlace(problems) {
  const groups = new Map();
  for (const problem of problems) {
    const list = groups.get(problem.place) ?? [];
    list.push(problem);
    groups.set(problem.place, list);
  }
  return groups;
}

/** @param {Awaited<ReturnType<typeof import('./run.mjs').runCheck>>} run */
export function htmlReport(run) {
  const summary = summarise(run);
  const failed = run.calls.filter((call) => call.problems.length > 0);
  const passed = run.calls.filter((call) => call.problems.length === 0);
  const kinds = Object.entries(summary.byKind)
    .map(([kind, count]) => `<li>${escapeText(kind)}: ${count}</li>`)
    .join('');
  const failures = failed
    .map((call) => {
      const places = [...byPlace(call.problems)]
        .map(
          ([place, problems]) =>
            `<tr><td><code>${escapeText(place)}</code></td><td>${problems
              .map((p) => `${escapeText(p.kind)}: ${escapeText(maskText(p.message))}`)
              .join('<br>')}</td></tr>`,
        )
        .join('');
      const answer =
        call.status === undefined
          ? 'no answer'
          : `HTTP ${call.status} · code ${escapeText(String(call.code ?? '—'))} · msg ${escapeText(maskText(String(call.msg ?? '—')))}`;
      return `<section class="call"><h3>${escapeText(call.name)} <small>${call.method} ${escapeText(call.path)}</small></h3>
<p>${answer}</p><table><tr><th>place</th><th>violation</th></tr>${places}</table>
<details><summary>request sent (${escapeText(call.source)})</summary><pre>${escapeText(requestText(call))}</pre></details>
<details><summary>answer</summary><pre>${escapeText(shown(maskBody(call.answer)))}</pre></details></section>`;
    })
    .join('\n');
  const passes = passed
    .map((call) => `<li>${escapeText(call.name)} <small>${call.method} ${escapeText(call.path)}</small></li>`)
    .join('');
  const skips = run.skipped
    .map(
      (skip) =>
        `<tr><td>${escapeText(skip.name)}</td><td>${skip.method} ${escapeText(skip.path)}</td><td>${escapeText(skip.reason)}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>接口检查 ${escapeText(run.target)}</title>
<style>body{font:14px/1.5 system-ui,sans-serif;margin:1.5rem;max-width:70rem}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}.call{border-left:4px solid #c62828;padding-left:.75rem;margin:1rem 0}
pre{background:#f5f5f5;padding:.5rem;overflow:auto}small{color:#555}</style></head><body>
<h1>Backend check of ${escapeText(run.target)}</h1>
<p>Started ${escapeText(run.startedAt)}. Calls run: ${summary.run}; with violations: ${summary.failed}; skipped: ${summary.skipped}; violations: ${summary.violations}.</p>
<h2>Violations by kind</h2><ul>${kinds || '<li>none</li>'}</ul>
<h2>Calls with violations</h2>${failures || '<p>none</p>'}
<h2>Calls that passed</h2><ul>${passes || '<li>none</li>'}</ul>
<h2>Calls skipped</h2><table><tr><th>call</th><th>path</th><th>why</th></tr>${skips}</table>
</body></html>
`;
}

/** @param {Awaited<ReturnType<typeof import('./run.mjs').runCheck>>} run */
export function junitReport(run) {
  const summary = summarise(run);
  const cases = run.calls.map((call) => {
    const head = `<testcase classname="${escapeText(`${call.method} ${call.path}`)}" name="${escapeText(call.name)}" time="${(call.ms / 1000).toFixed(3)}"`;
    if (call.problems.length === 0) return `  ${head}/>`;
    const lines = [...byPlace(call.problems)].map(
      ([place, problems]) =>
        `${place}: ${problems.map((p) => `${p.kind}: ${maskText(p.message)}`).join('; ')}`,
    );
    const answer = `HTTP ${call.status ?? '—'} code ${call.code ?? '—'} msg ${maskText(String(call.msg ?? '—'))}`;
    const text = `${lines.join('\n')}\n${answer}\nrequest: ${requestText(call)}`;
    return `  ${head}>\n    <failure message="${escapeText(`${call.problems.length} violation(s)`)}">${escapeText(text)}</failure>\n  </testcase>`;
  });
  const skips = run.skipped.map(
    (skip) =>
      `  <testcase classname="${escapeText(`${skip.method} ${skip.path}`)}" name="${escapeText(skip.name)}"><skipped message="${escapeText(skip.reason)}"/></testcase>`,
  );
  const total = summary.run + summary.skipped;
  return `<?xml version="1.0" encoding="UTF-8"?>
<testsuites><testsuite name="check-backend ${escapeText(run.target)}" tests="${total}" failures="${summary.failed}" skipped="${summary.skipped}" timestamp="${escapeText(run.startedAt)}">
${[...cases, ...skips].join('\n')}
</testsuite></testsuites>
`;
}
