import { z } from 'zod';
import { appRouter } from '../../trpc/app.router';
import { tokenScopeFor, type ProcedureMeta } from '../../trpc/init';
import { ERROR_REASONS } from '../../../src-shared/error-reasons';
import { API_TOKEN_PREFIX, API_TOKEN_SCOPES } from '../../../src-shared/api-tokens.schemas';
import type { ApiRoute } from './route-catalog';
import { answersOf, ERROR_RESPONSES } from './openapi-answers';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };
type ProcedureDef = { _def: { inputs: z.ZodType[]; output?: z.ZodType; type: string; meta?: ProcedureMeta } };

const procedures = appRouter._def.procedures as unknown as Record<string, ProcedureDef>;

/** The body of every error (DESIGN §5, §14); `reason` is the stable part. */
const errorBody = z.object({
  error: z.string().describe('English message, for people; clients key on reason'),
  code: z.string().describe('the HTTP status name, like NOT_FOUND'),
  reason: z.enum(Object.keys(ERROR_REASONS) as [keyof typeof ERROR_REASONS]).describe('stable reason, see x-error-reasons'),
  values: z.record(z.string(), z.string()).optional().describe("values of the reason's {name} slots"),
  issues: z
    .array(z.object({ path: z.string(), message: z.string(), reason: z.string().optional(), values: z.record(z.string(), z.string()).optional() }))
    .optional()
    .describe("each field's failure; reason and values when the rule names one"),
  status: z.string().optional().describe('account status of a refused sign-in'),
});

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Anything JSON Schema cannot say (a transform's result) is documented as any value.
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
  return rest;
}

/** `/api/rooms/:id` → `/api/rooms/{id}`, and the parameter names. */
function openApiPath(url: string): { path: string; params: string[] } {
  const params: string[] = [];
  const path = url.replace(/:(\w+)/g, (_m, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path, params };
}

function tagOf(url: string): string {
  return url.split('/')[2] || 'api';
}

/** The input schema without the fields the path fills. */
function withoutFields(schema: JsonSchema, fields: Set<string>): JsonSchema {
  if (!schema.properties) return schema;
  const properties = Object.fromEntries(Object.entries(schema.properties).filter(([k]) => !fields.has(k)));
  const required = (schema.required ?? []).filter((k) => !fields.has(k));
  return { ...schema, properties, ...(required.length > 0 ? { required } : { required: undefined }) };
}

/** 'roomStatuses.setStatus' → 'Room statuses: set status'. */
function summaryOf(procedure: string): string {
  const words = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  const [group, name] = procedure.split('.') as [string, string];
  const what = words(group);
  return `${what[0]!.toUpperCase()}${what.slice(1)}: ${words(name)}`;
}

/**
 * Who may call it (DESIGN §14, issue 28): nobody needs to sign in for a public procedure; an
 * API token may call one that declares its resource, with that resource's scope; the session
 * cookie (the document's default) is the rest.
 */
function securityOf(meta: ProcedureMeta | undefined, type: string): Record<string, string[]>[] | undefined {
  if (meta?.public) return [];
  if (meta?.apiTokens) return [{ session: [] }, { apiToken: [tokenScopeFor(meta.apiTokens, type)] }];
  return undefined;
}

/** The input names a row by its id (`hotelId`, `roomIds`, `id`…): one that does not exist, or is another hotel's, is a 404. */
function namesRows(input: z.ZodType | undefined): boolean {
  const properties = input ? Object.keys(jsonSchema(input, 'input').properties ?? {}) : [];
  return properties.some((name) => /(^id|Id|Ids)$/.test(name));
}

function operation(route: ApiRoute) {
  const { params } = openApiPath(route.url);
  const parameters: Record<string, unknown>[] = params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  const op: Record<string, unknown> = { tags: [tagOf(route.url)], parameters };
  const procedure = route.doc ? procedures[route.doc.procedure] : undefined;
  if (!route.doc || !procedure) {
    // A route with no procedure behind it (the docs, a vendor's webhook) describes itself (route-catalog.ts).
    const page = route.page ?? { operationId: `${route.method.toLowerCase()}${route.url.replace(/\W+/g, '_')}`, summary: route.url };
    Object.assign(op, { operationId: page.operationId, summary: page.summary, ...(page.description ? { description: page.description } : {}) });
    if (page.public) op.security = [];
    const answers = answersOf({ method: route.method, namesRows: params.length > 0, signedIn: !page.public, limited: false });
    op.responses = { ...(page.responses ?? { '200': { description: 'OK' } }), ...answers };
    return op;
  }
  const meta = procedure._def.meta;
  op.operationId = `${route.method.toLowerCase()}_${route.doc.procedure.replace('.', '_')}`;
  op.summary = route.doc.summary ?? summaryOf(route.doc.procedure);
  const security = securityOf(meta, procedure._def.type);
  if (security) op.security = security;
  const scope = security?.[1]?.apiToken?.[0];
  const who = scope ? `An API token needs the scope \`${scope}\`.` : meta?.public ? 'No sign-in needed.' : 'Session cookie only: API tokens are refused (403).';
  op.description = `Calls the tRPC procedure \`${route.doc.procedure}\` (also at /trpc/${route.doc.procedure}). ${who}`;
  const input = procedure._def.inputs[0];
  if (input) {
    const fromPath = new Set(params.map((p) => route.doc?.pathInput?.[p] ?? p));
    const whole = withoutFields(jsonSchema(input, 'input'), fromPath);
    const fromQuery = new Set(route.doc.queryInput ?? []);
    for (const name of fromQuery) {
      const schema = whole.properties?.[name];
      if (schema) parameters.push({ name, in: 'query', required: (whole.required ?? []).includes(name), schema });
    }
    const rest = withoutFields(whole, fromQuery);
    if (route.method === 'GET' || route.method === 'DELETE') {
      for (const [name, schema] of Object.entries(rest.properties ?? {})) {
        parameters.push({ name, in: 'query', required: (rest.required ?? []).includes(name), schema });
      }
    } else if (route.doc.multipart) {
      // Photo uploads (DESIGN §18): files in `photos`, the other fields as text parts.
      const fields = withoutFields(rest, new Set(['photos']));
      const properties = { ...fields.properties, photos: { type: 'array', items: { type: 'string', contentMediaType: 'image/*', contentEncoding: 'binary' }, maxItems: 3 } };
      op.requestBody = { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties, required: ['photos'] } } } };
    } else if (Object.keys(rest.properties ?? {}).length > 0 || !rest.properties) {
      op.requestBody = { required: true, content: { 'application/json': { schema: rest } } };
    }
  }
  const whole = procedure._def.output;
  const omit = route.doc.omitOutput;
  const output = omit && whole instanceof z.ZodObject ? whole.omit(Object.fromEntries(omit.map((k) => [k, true])) as Record<string, true> & Record<number, never>) : whole;
  op.responses = {
    '200': { description: 'OK', ...(output ? { content: { 'application/json': { schema: jsonSchema(output, 'output') } } } : {}) },
    ...answersOf({
      method: route.method,
      namesRows: params.length > 0 || namesRows(input),
      signedIn: !meta?.public,
      limited: Boolean(meta?.apiTokens) || route.doc.procedure.startsWith('auth.'),
    }),
  };
  return op;
}

/** An OpenAPI 3.1 document of every /api route, its schemas generated from the procedures' zod schemas. */
export function buildOpenApiDocument(routes: ApiRoute[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const { path } = openApiPath(route.url);
    (paths[path] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Housekeeping API',
      version,
      description:
        'REST paths of the Housekeeping app. Every error body carries a stable `reason` (listed in `x-error-reasons` with its English message); key on it, not on the English text.',
    },
    // Relative: the document is served by the app it describes, wherever that runs.
    servers: [{ url: '/', description: 'The app serving this document' }],
    paths,
    components: {
      schemas: { ErrorBody: jsonSchema(errorBody, 'output') },
      responses: ERROR_RESPONSES,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'hk_session', description: 'The session cookie set by POST /api/auth/login.' },
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: `${API_TOKEN_PREFIX}…`,
          description: `\`Authorization: Bearer ${API_TOKEN_PREFIX}…\`, an API token an admin made. Each operation open to tokens names the one scope it needs; a token without it is refused (403, reason API_TOKEN_SCOPE_MISSING). Scopes: ${API_TOKEN_SCOPES.map((s) => `\`${s}\``).join(', ')}.`,
        },
      },
    },
    security: [{ session: [] }],
    'x-error-reasons': ERROR_REASONS,
  };
}
