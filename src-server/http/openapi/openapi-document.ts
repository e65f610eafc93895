import { z } from 'zod';
import { appRouter } from '../../trpc/app.router';
import { ERROR_REASONS } from '../../../src-shared/error-reasons';
import type { ApiRoute } from './route-catalog';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };
type ProcedureDef = { _def: { inputs: z.ZodType[]; output?: z.ZodType } };

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

function operation(route: ApiRoute) {
  const { params } = openApiPath(route.url);
  const parameters: Record<string, unknown>[] = params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  const op: Record<string, unknown> = {
    tags: [tagOf(route.url)],
    parameters,
    responses: { default: { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } } },
  };
  const procedure = route.doc ? procedures[route.doc.procedure] : undefined;
  if (!route.doc || !procedure) {
    (op.responses as Record<string, unknown>)['200'] = { description: 'OK' };
    return op;
  }
  op.operationId = `${route.method.toLowerCase()}_${route.doc.procedure.replace('.', '_')}`;
  op.description = `Calls the tRPC procedure \`${route.doc.procedure}\` (also at /trpc/${route.doc.procedure}).`;
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
  (op.responses as Record<string, unknown>)['200'] = {
    description: 'OK',
    ...(output ? { content: { 'application/json': { schema: jsonSchema(output, 'output') } } } : {}),
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
    paths,
    components: {
      schemas: { ErrorBody: jsonSchema(errorBody, 'output') },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'hk_session' } },
    },
    security: [{ session: [] }],
    'x-error-reasons': ERROR_REASONS,
  };
}
