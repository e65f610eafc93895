import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;

/** A vendor's published API definition (Swagger 2.0 or OpenAPI 3), as JSON. */
export type ApiDocument = Record<string, unknown>;
/** A definition is read by walking it: any shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = Record<string, any>;

/** A request as it leaves a connector (or reaches a stand-in). */
export interface ContractRequest {
  method: string;
  /** With the definition's base path, no host or query: `/hsk/v1/hotels/H1/rooms/status`. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON, or the raw text of a form body. */
  body: unknown;
}

export interface ContractOptions {
  /**
   * Refuse body fields the definition does not name, in requests and answers. A vendor that
   * publishes no `additionalProperties` ignores what it does not know, so a field in the wrong
   * place would validate and silently do nothing, and a stand-in answering invented fields
   * would teach the connector to read them. Unsuited to schemas joined with allOf (each part
   * would refuse the other's fields).
   */
  closed?: boolean;
  /** Mends a schema the vendor publishes contradictory, before anything is compiled. */
  errata?: (schema: Doc) => void;
  /** Answers the vendor documents outside the definition (a limits page's 429), by status. */
  alsoPublished?: Record<string, Doc>;
}

interface Operation {
  id: string;
  doc: number;
  method: string;
  re: RegExp;
  /** Path parameters in the template: fewer rank first, so `/units/$count` wins over `/units/{id}`. */
  holes: number;
  /** Parameters with their JSON pointers, `$ref`s to `#/parameters/…` followed. */
  params: { p: Doc; at: string }[];
  consumes: string[] | null;
  body: { at: string; required: boolean } | null;
  responses: Doc;
  at: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
/** The JSON media type among an OpenAPI 3 body's or answer's contents (`application/json`, `application/problem+json`). */
const jsonType = (content: Doc | undefined) => Object.keys(content ?? {}).find((t) => t.includes('json'));

/**
 * A vendor's published definition as the judge of requests and answers (DESIGN §19): every
 * request a connector builds and every answer a stand-in gives is checked with ajv against
 * what the vendor published. Each check answers the list of what does not conform.
 */
export function vendorContract(documents: ApiDocument[], opts: ContractOptions = {}) {
  // Options change the schemas themselves, so they are applied once to copies of the documents.
  const docs = documents.map((d) => prepare(structuredClone(d) as Doc, opts));
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  docs.forEach((doc, i) => ajv.addSchema(doc, `vendor-doc-${i}`));

  const compiled = new Map<string, ValidateFunction>();
  /** The schema at a pointer, compiled inside its document so its `$ref`s resolve. */
  function validatorAt(doc: number, at: string, schema?: Doc): ValidateFunction {
    const key = `vendor-doc-${doc}#${at.split('/').map(encodeURIComponent).join('/')}`;
    let v = compiled.get(key);
    // A Swagger 2 parameter is its own schema, beside keywords that are not schema (`required: true`).
    if (!v) compiled.set(key, (v = ajv.compile(schema ?? { $ref: key })));
    return v;
  }
  const problems = (what: string, v: ValidateFunction) =>
    (v.errors ?? []).map((e) => {
      const detail = 'allowedValues' in e.params ? ` (${(e.params.allowedValues as unknown[]).join(', ')})` : 'additionalProperty' in e.params ? `: ${String(e.params.additionalProperty)}` : '';
      return `${what}${e.instancePath} ${e.message}${detail}`;
    });

  const operations: Operation[] = docs
    .flatMap((doc, i) => {
      const base = String(doc.basePath ?? '').replace(/\/+$/, '');
      return Object.entries<Doc>(doc.paths ?? {}).flatMap(([template, item]) =>
        METHODS.filter((m) => item[m]).map((method): Operation => {
          const op = item[method];
          const at = `/paths/${escape(template)}/${method}`;
          const params = [
            ...(item.parameters ?? []).map((p: Doc, n: number) => follow(doc, p, `/paths/${escape(template)}/parameters/${n}`)),
            ...(op.parameters ?? []).map((p: Doc, n: number) => follow(doc, p, `${at}/parameters/${n}`)),
          ];
          const inBody = params.find(({ p }) => p.in === 'body');
          const json = jsonType(op.requestBody?.content);
          const body = inBody
            ? { at: `${inBody.at}/schema`, required: !!inBody.p.required }
            : json
              ? { at: `${at}/requestBody/content/${escape(json)}/schema`, required: !!op.requestBody.required }
              : null;
          const consumes = op.requestBody ? Object.keys(op.requestBody.content ?? {}) : (op.consumes ?? doc.consumes ?? null);
          const full = `${base}${template}`;
          const re = new RegExp(`^${full.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
          return { id: op.operationId ?? `${method} ${template}`, doc: i, method, re, holes: (template.match(/\{/g) ?? []).length, params, consumes, body, responses: op.responses ?? {}, at };
        }),
      );
    })
    .sort((a, b) => a.holes - b.holes);

  const find = (method: string, path: string) => operations.find((o) => o.method === method.toLowerCase() && o.re.test(path));

  return {
    /** The published operation's id (`putRoomRelatedStatus`), or null when the vendor publishes no such method and path. */
    operationId: (method: string, path: string): string | null => find(method, path)?.id ?? null,

    /** What the definition refuses in this request (unpublished query parameters included); empty when it validates. */
    checkRequest(req: ContractRequest): string[] {
      const op = find(req.method, req.path);
      if (!op) return [`${req.method} ${req.path} is not a published operation`];
      const headers = new Map(Object.entries(req.headers).flatMap(([k, v]) => (v === undefined ? [] : [[k.toLowerCase(), ([] as string[]).concat(v)] as const])));
      const form = new URLSearchParams(typeof req.body === 'string' ? req.body : '');
      const valuesOf = (p: Doc) => (p.in === 'query' ? req.query.getAll(p.name) : p.in === 'formData' ? form.getAll(p.name) : (headers.get(p.name.toLowerCase()) ?? []));
      const published = new Set(op.params.filter(({ p }) => p.in === 'query').map(({ p }) => p.name));
      const errors = [...new Set(req.query.keys())].filter((k) => !published.has(k)).map((k) => `query ${k} is not published`);
      // Reported query first, then headers, then form: the order a reader scans a request.
      for (const where of ['query', 'header', 'formData']) {
        for (const { p, at } of op.params.filter(({ p }) => p.in === where)) {
          const values = valuesOf(p);
          if (values.length === 0) {
            if (p.required) errors.push(`${p.in} ${p.name} is required`);
            continue;
          }
          const v = p.schema ? validatorAt(op.doc, `${at}/schema`) : validatorAt(op.doc, at, parameterSchema(p));
          if (!v(typed(values, p))) errors.push(...problems(`${p.in} ${p.name}`, v));
        }
      }
      const given = req.body !== undefined && req.body !== '';
      const type = (headers.get('content-type')?.[0] ?? '').split(';')[0]!.trim();
      if (given && op.consumes && !op.consumes.some((c) => c.split(';')[0]!.trim() === type)) errors.push(`content-type ${type || '(none)'} is not one of ${op.consumes.join(', ')}`);
      if (op.body) {
        if (!given) {
          if (op.body.required) errors.push('body is required');
        } else {
          const v = validatorAt(op.doc, op.body.at);
          if (!v(req.body)) errors.push(...problems('body', v));
        }
      } else if (given && !op.params.some(({ p }) => p.in === 'formData')) errors.push('the operation takes no body');
      return errors;
    },

    /** What the definition refuses in this answer: a status it does not publish, or a body off its schema. */
    checkAnswer(method: string, path: string, answer: { status: number; body?: unknown }): string[] {
      const op = find(method, path);
      if (!op) return [`${method} ${path} is not a published operation`];
      const code = [String(answer.status), 'default'].find((c) => op.responses[c]);
      if (!code) return [`${op.id} publishes no ${answer.status} answer`];
      const { p: response, at } = follow(docs[op.doc]!, op.responses[code], `${op.at}/responses/${code}`);
      const json = jsonType(response.content);
      const schemaAt = response.schema ? `${at}/schema` : json && response.content[json].schema ? `${at}/content/${escape(json)}/schema` : null;
      if (!schemaAt) return [];
      if (answer.body === undefined) return [`${answer.status} answer body is missing`];
      const v = validatorAt(op.doc, schemaAt);
      return v(answer.body) ? [] : problems(`${answer.status} answer`, v);
    },
  };
}

export type VendorContract = ReturnType<typeof vendorContract>;

/** A copy of a definition with the options written into it: extra answers, errata, closed objects. */
function prepare(doc: Doc, opts: ContractOptions): Doc {
  for (const item of Object.values<Doc>(doc.paths ?? {})) {
    for (const m of METHODS) if (item[m]) item[m].responses = { ...opts.alsoPublished, ...item[m].responses };
  }
  walk(doc, (s) => {
    opts.errata?.(s);
    if (opts.closed && s.properties && s.additionalProperties === undefined) s.additionalProperties = false;
  });
  return doc;
}

/** A parameter or answer given as `{ $ref: '#/parameters/x' }`, as the object it names and where that is. */
function follow(doc: Doc, node: Doc, at: string): { p: Doc; at: string } {
  let p = node;
  while (typeof p?.$ref === 'string' && p.$ref.startsWith('#/')) {
    at = p.$ref.slice(1);
    p = at
      .split('/')
      .slice(1)
      .reduce((n: Doc | undefined, k: string) => n?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc)!;
  }
  return { p, at };
}

/** A Swagger 2 non-body parameter carries its schema keywords on itself, beside ones that are not schema. */
function parameterSchema(p: Doc): Doc {
  const { in: _in, name: _name, required: _required, description: _description, collectionFormat: _cf, ...schema } = p;
  return schema;
}

/**
 * Query, header and form values arrive as text: read as the declared type. An array is one
 * comma-separated value (Swagger 2's default `csv`, OpenAPI 3's `explode: false`) unless the
 * definition says each item comes as its own parameter (`multi`, OpenAPI 3's default).
 */
function typed(values: string[], p: Doc): unknown {
  const declared = p.schema ?? p;
  const one = (v: string, type: string | undefined) => {
    if ((type === 'integer' || type === 'number') && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
    if (type === 'boolean' && (v === 'true' || v === 'false')) return v === 'true';
    return v;
  };
  if (declared.type !== 'array') return one(values[values.length - 1]!, declared.type);
  const csv = p.schema ? p.explode === false : (p.collectionFormat ?? 'csv') === 'csv';
  return (csv ? values.flatMap((v) => v.split(',')) : values).map((v) => one(v, declared.items?.type));
}

function walk(node: unknown, visit: (schema: Doc) => void) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach((n) => walk(n, visit));
  visit(node as Doc);
  for (const v of Object.values(node)) walk(v, visit);
}
