/**
 * PostgreSQL's unique violation (23505): a unique constraint is the judge, so a race on the
 * same email, room number or name still answers 409, not 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}
