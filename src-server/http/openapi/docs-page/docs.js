/* global document, fetch */
// Renders /api/openapi.json: paths grouped by tag, each with its method, parameters,
// request and response schemas, then the table of error reasons. Text only (no innerHTML).

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  for (const child of children) node.append(child);
  return node;
}

function schemaBlock(title, schema) {
  if (!schema) return '';
  return el('details', {}, el('summary', {}, title), el('pre', {}, JSON.stringify(schema, null, 2)));
}

function parametersTable(parameters) {
  if (!parameters || parameters.length === 0) return '';
  const rows = parameters.map((p) =>
    el('tr', {}, el('td', {}, el('code', {}, p.name)), el('td', {}, p.in), el('td', {}, p.required ? 'yes' : 'no'), el('td', {}, el('code', {}, JSON.stringify(p.schema ?? {})))),
  );
  const head = el('tr', {}, ...['Parameter', 'In', 'Required', 'Schema'].map((h) => el('th', { scope: 'col' }, h)));
  return el('table', {}, el('thead', {}, head), el('tbody', {}, ...rows));
}

function operationSection(path, method, op) {
  const body = op.requestBody?.content?.['application/json']?.schema;
  const answer = op.responses?.['200']?.content?.['application/json']?.schema;
  return el(
    'section',
    { class: 'operation' },
    el('h3', {}, el('span', { class: `method ${method}` }, method.toUpperCase()), ' ', el('code', {}, path)),
    op.description ? el('p', {}, op.description) : '',
    parametersTable(op.parameters),
    schemaBlock('Request body', body),
    schemaBlock('Response 200', answer),
  );
}

function reasonsSection(reasons) {
  const rows = Object.entries(reasons ?? {}).map(([reason, message]) => el('tr', {}, el('td', {}, el('code', {}, reason)), el('td', {}, message)));
  return el(
    'section',
    { id: 'error-reasons' },
    el('h2', {}, 'Error reasons'),
    el('p', {}, 'Every error body is { error, code, reason, values?, issues? }. Key on reason; error is English text for people.'),
    el('table', {}, el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'Reason'), el('th', { scope: 'col' }, 'English message'))), el('tbody', {}, ...rows)),
  );
}

async function render() {
  const main = document.getElementById('docs');
  const spec = await (await fetch('/api/openapi.json')).json();
  const byTag = new Map();
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'api';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag).push(operationSection(path, method, op));
    }
  }
  const nav = document.getElementById('tags');
  main.replaceChildren();
  for (const [tag, sections] of [...byTag].sort(([a], [b]) => a.localeCompare(b))) {
    main.append(el('section', { id: `tag-${tag}` }, el('h2', {}, tag), ...sections));
    nav.append(el('a', { href: `#tag-${tag}` }, tag), ' ');
  }
  nav.append(el('a', { href: '#error-reasons' }, 'error reasons'));
  main.append(reasonsSection(spec['x-error-reasons']));
  main.setAttribute('aria-busy', 'false');
}

render().catch((error) => {
  document.getElementById('docs').replaceChildren(el('p', { role: 'alert' }, `Could not load the API description: ${error}`));
});
