/*
 * The mock console page: shows the contract's calls with the answer this browser gets from each, sets
 * choices through /__mock/api/…, and polls this browser's request log. The demo server does the rest:
 * it turns the choices into the Prefer header of each /api call this browser makes.
 */
(() => {
  /** @type {{ groups: any[]; presets: any[] } | undefined} */
  let catalogue;
  /**
   * @typedef {{ target: string; prefer: string; after?: string }} Rule
   * @type {{ rules: Rule[]; choices: Record<string, string>; waiting: Rule[]; apply: string }}
   */
  let state = { rules: [], choices: {}, waiting: [], apply: '' };
  /** @type {any[]} newest first */
  let log = [];
  let lastSeq = 0;
  const LOG_SHOWN = 100;

  const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

  /** @param {string} tag @param {Record<string, string>} [attributes] @param {(Node | string)[]} [children] */
  function h(tag, attributes = {}, children = []) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) {
      if (name === 'class') element.className = value;
      else element.setAttribute(name, value);
    }
    for (const child of children) element.append(child);
    return element;
  }

  async function request(path, body) {
    const response = await fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return response.json();
  }

  function say(text) {
    $('status').textContent = text;
  }

  async function change(action, body, message) {
    try {
      state = await request(`/__mock/api/${action}`, body);
      render();
      say(message);
    } catch (error) {
      say(`失败：${error.message}`);
    }
  }

  function preferLabel(prefer) {
    return prefer.startsWith('code=') ? `HTTP ${prefer.slice(5)}` : prefer.slice('example='.length);
  }

  function operationRow(operation) {
    const chosen = state.choices[operation.id] ?? '';
    const label = `${operation.names[0]} 的回答`;
    const select = h('select', { 'aria-label': label, 'data-call': operation.id });
    // A call answering by its request (the month asked) says so: its default is not one fixed example.
    const byDefault = operation.byRequest
      ? `默认（按请求的 ${operation.byRequest} 选示例）`
      : '默认（第一个示例）';
    select.append(h('option', { value: '' }, [byDefault]));
    for (const example of operation.examples) {
      const text = `${example.name}${example.code ? ` · ${example.code}` : ''}${example.msg ? ` ${example.msg}` : ''}`;
      select.append(h('option', { value: `example=${example.name}` }, [text]));
    }
    for (const code of operation.codes)
      select.append(h('option', { value: `code=${code}` }, [`HTTP ${code}`]));
    select.value = chosen;
    select.addEventListener('change', () => {
      const prefer = select.value;
      if (prefer === '') void change('reset', { target: operation.id }, `${operation.names[0]} 恢复默认`);
      else
        void change(
          'pick',
          { target: operation.id, prefer },
          `${operation.names[0]} → ${preferLabel(prefer)}`,
        );
    });
    const reset = h('button', { type: 'button', 'aria-label': `重置 ${operation.names[0]}` }, ['重置']);
    reset.addEventListener('click', () =>
      change('reset', { target: operation.id }, `${operation.names[0]} 恢复默认`),
    );
    const row = h(
      'div',
      {
        class: `operation${chosen ? ' chosen' : ''}`,
        role: 'group',
        'aria-label': operation.names[0],
        'data-search': `${operation.names.join(' ')} ${operation.path} ${operation.summary}`.toLowerCase(),
      },
      [
        h('span', { class: 'names' }, [operation.names.join(' / ')]),
        select,
        reset,
        h('code', { class: 'where' }, [`${operation.method.toUpperCase()} ${operation.path}`]),
        h('span', { class: 'summary' }, [operation.summary]),
      ],
    );
    return row;
  }

  function renderCalls() {
    if (!catalogue) return;
    const groups = $('groups');
    const focused =
      document.activeElement instanceof HTMLElement ? document.activeElement.dataset.call : undefined;
    groups.replaceChildren(
      ...catalogue.groups.map((group) =>
        h('section', { 'aria-label': group.title }, [
          h('h3', {}, [group.title]),
          ...group.operations.map(operationRow),
        ]),
      ),
    );
    applyFilter();
    if (focused)
      /** @type {HTMLElement | null} */ (groups.querySelector(`select[data-call="${focused}"]`))?.focus();
  }

  function renderScenario() {
    const href = `/__mock/?apply=${encodeURIComponent(state.apply)}`;
    const link = /** @type {HTMLAnchorElement} */ ($('share-link'));
    link.href = href;
    link.textContent = new URL(href, window.location.href).href;
    for (const button of document.querySelectorAll('.presets button')) {
      const preset = catalogue?.presets.find((each) => each.id === button.getAttribute('data-preset'));
      const same =
        preset !== undefined &&
        preset.rules.length === state.rules.length &&
        preset.rules.every(
          (rule, at) =>
            rule.target === state.rules[at]?.target &&
            rule.prefer === state.rules[at]?.prefer &&
            rule.after === state.rules[at]?.after,
        );
      button.setAttribute('aria-pressed', String(same));
    }
    // A preset's later steps: answers that start once the app has made a call, as a server that keeps
    // what was saved would answer from then on.
    $('waiting').replaceChildren(
      ...(state.waiting ?? []).map((rule) =>
        h('li', {}, [`${rule.after} 成功后：${rule.target} → ${preferLabel(rule.prefer)}`]),
      ),
    );
    $('waiting-box').hidden = (state.waiting ?? []).length === 0;
  }

  function render() {
    renderScenario();
    renderCalls();
  }

  function applyFilter() {
    const words = /** @type {HTMLInputElement} */ ($('filter')).value
      .trim()
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean);
    for (const row of document.querySelectorAll('.operation')) {
      const text = row.getAttribute('data-search') ?? '';
      /** @type {HTMLElement} */ (row).hidden = !words.every((word) => text.includes(word));
    }
  }

  function time(ms) {
    const date = new Date(ms);
    const two = (n) => String(n).padStart(2, '0');
    return `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
  }

  function logRow(entry) {
    const broken = entry.violations.length > 0;
    const verdict = broken
      ? h(
          'ul',
          { class: 'violations' },
          entry.violations.map((violation) =>
            h('li', {}, [h('code', {}, [violation.location.join('.')]), ` ${violation.message}`]),
          ),
        )
      : h('span', { class: 'kept' }, ['符合']);
    return h('tr', { class: broken ? 'broken' : '' }, [
      h('td', {}, [time(entry.time)]),
      h('td', {}, [
        entry.call,
        ...(entry.prefer ? [h('span', { class: 'prefer' }, [`Prefer: ${entry.prefer}`])] : []),
      ]),
      h('td', { class: 'request' }, [`${entry.method} ${entry.request}`]),
      h('td', {}, [
        `HTTP ${entry.status}`,
        ...(entry.code !== '' ? [` · ${entry.code}`] : []),
        entry.msg ? ` ${entry.msg}` : '',
      ]),
      h('td', {}, [broken ? '违反契约' : '', verdict]),
    ]);
  }

  function renderLog() {
    $('log-rows').replaceChildren(...log.map(logRow));
  }

  /** The fields that say what a report is about, beyond its kind, route and release. */
  function reportText(report) {
    const skip = new Set(['kind', 'app', 'route', 'time', 'event']);
    return Object.entries(report)
      .filter(([key, value]) => !skip.has(key) && value !== undefined)
      .map(([key, value]) =>
        key === 'measurements'
          ? Object.entries(value)
              .map(
                ([name, measured]) =>
                  `${name}: ${measured.value}${measured.unit === 'millisecond' ? ' ms' : ''}`,
              )
              .join(' · ')
          : `${key}: ${value}`,
      )
      .join(' · ');
  }

  async function pollReports() {
    try {
      const { reports } = await request('/__mock/api/reports');
      $('report-rows').replaceChildren(
        ...reports.map((report) =>
          h('tr', {}, [
            h('td', {}, [time(Number(report.time) || 0)]),
            h('td', {}, [`${report.app ?? ''} ${report.kind ?? ''}`]),
            h('td', {}, [String(report.route ?? '')]),
            h('td', { class: 'request' }, [reportText(report)]),
          ]),
        ),
      );
    } catch {
      // As the log: the next poll tries again.
    }
  }

  async function pollLog() {
    if (document.visibilityState === 'visible') {
      void pollReports();
      try {
        const { entries } = await request(`/__mock/api/log?after=${lastSeq}`);
        if (entries.length > 0) {
          lastSeq = entries[0].seq;
          log = [...entries, ...log].slice(0, LOG_SHOWN);
          renderLog();
        }
      } catch {
        // The demo server restarted or stopped; the next poll tries again.
      }
    }
    window.setTimeout(pollLog, 1000);
  }

  async function start() {
    const [loaded, current] = await Promise.all([
      request('/__mock/api/catalogue'),
      request('/__mock/api/state'),
    ]);
    catalogue = loaded;
    state = current;
    $('groups').replaceChildren();
    const presets = document.querySelector('.presets');
    for (const preset of loaded.presets) {
      const button = h('button', { type: 'button', 'data-preset': preset.id, title: preset.description }, [
        preset.title,
      ]);
      button.addEventListener('click', () =>
        change('preset', { id: preset.id }, `已应用预设：${preset.title}`),
      );
      presets?.append(button);
    }
    $('reset-all').addEventListener('click', () => change('reset-all', {}, '全部恢复默认'));
    $('clear-log').addEventListener('click', async () => {
      await request('/__mock/api/clear-log', {});
      log = [];
      renderLog();
    });
    $('copy-link').addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(/** @type {HTMLAnchorElement} */ ($('share-link')).href);
        say('链接已复制');
      } catch {
        say('请手动复制链接');
      }
    });
    $('filter').addEventListener('input', applyFilter);
    render();
    void pollLog();
  }

  start().catch((error) => {
    $('groups').textContent = `无法读取接口目录：${error.message}`;
  });
})();
