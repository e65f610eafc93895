/**
 * The 4xx answers an operation documents (issue 28, DESIGN §19), each the one error body
 * (components.schemas.ErrorBody) with its stable `reason`. Which ones follow from what the
 * app does to every request, not from a list kept by hand per path.
 */
const errorContent = {
  'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } },
};

export const ERROR_RESPONSES = {
  BadRequest: {
    description: 'The request is malformed or its input fails validation (reason INVALID_INPUT, BAD_JSON, …; `issues` names each field)',
    content: errorContent,
  },
  Unauthorized: {
    description: 'No valid session cookie or API token (reason NOT_SIGNED_IN, API_TOKEN_INVALID, …)',
    content: errorContent,
  },
  Forbidden: {
    description:
      'Signed in, but the role, the API token (API_TOKEN_NOT_ALLOWED) or its scopes (API_TOKEN_SCOPE_MISSING) do not allow it; or a browser write from another origin (CROSS_ORIGIN)',
    content: errorContent,
  },
  NotFound: {
    description: 'What the path names does not exist, or belongs to a hotel the caller does not reach',
    content: errorContent,
  },
  UnsupportedMediaType: {
    description: 'A write whose body is not JSON (reason JSON_ONLY)',
    content: errorContent,
  },
  TooManyRequests: {
    description: 'Over the limit: an API token may make 20 requests per second (API_TOKEN_TOO_FAST); sign-in attempts are limited too',
    headers: {
      'Retry-After': {
        description: 'Seconds to wait before trying again',
        schema: { type: 'integer', minimum: 1 },
      },
    },
    content: errorContent,
  },
};

const ref = (name: keyof typeof ERROR_RESPONSES) => ({
  $ref: `#/components/responses/${name}`,
});

export interface AnswerFacts {
  method: string;
  /** The path or the input names a row (`{id}`, `hotelId`, `roomIds`…) that may not exist or not be the caller's. */
  namesRows: boolean;
  signedIn: boolean;
  /** Rate-limited: open to API tokens, or a sign-in. */
  limited: boolean;
}

export function answersOf(op: AnswerFacts): Record<string, unknown> {
  const writes = op.method !== 'GET' && op.method !== 'DELETE';
  return {
    // Every path: a bad URL, query or body is a 400 (http/framework-errors.ts, the procedure's input schema).
    '400': ref('BadRequest'),
    ...(op.signedIn ? { '401': ref('Unauthorized') } : {}),
    // Signed-in paths refuse roles and tokens; every write refuses another origin (http/write-guards.ts).
    ...(op.signedIn || op.method !== 'GET' ? { '403': ref('Forbidden') } : {}),
    ...(op.namesRows ? { '404': ref('NotFound') } : {}),
    ...(writes ? { '415': ref('UnsupportedMediaType') } : {}),
    ...(op.limited ? { '429': ref('TooManyRequests') } : {}),
  };
}
