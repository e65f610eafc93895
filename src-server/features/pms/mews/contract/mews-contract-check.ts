import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { MEWS_ERROR, MEWS_OPERATIONS } from './mews-connector-api';

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);

const requests = new Map<string, ValidateFunction>();
const responses = new Map<string, ValidateFunction>();
for (const [operation, { request, response }] of Object.entries(MEWS_OPERATIONS)) {
  requests.set(operation, ajv.compile(request));
  responses.set(operation, ajv.compile(response));
}
const error = ajv.compile(MEWS_ERROR);

function problems(validate: ValidateFunction, body: unknown): string | null {
  if (validate(body)) return null;
  return ajv.errorsText(validate.errors, { dataVar: 'body', separator: '; ' });
}

/** What the published Mews contract finds wrong with a request to `operation`; null when it takes it. */
export function mewsRequestProblems(operation: string, body: unknown): string | null {
  const validate = requests.get(operation);
  if (!validate) return `${operation} is not an operation of the Mews contract`;
  return problems(validate, body);
}

/** What the contract finds wrong with an answer: a 200 in the operation's shape, any error in Mews' error shape. */
export function mewsAnswerProblems(operation: string, status: number, body: unknown): string | null {
  if (status >= 400) return problems(error, body);
  const validate = responses.get(operation);
  if (!validate) return `${operation} is not an operation of the Mews contract`;
  return problems(validate, body);
}
