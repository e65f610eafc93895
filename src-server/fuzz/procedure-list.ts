import { z } from 'zod';
import { appRouter } from '../trpc/app.router';

export type ProcedureType = 'query' | 'mutation' | 'subscription';

export interface ProcedureEntry {
  /** Dotted path, as the tRPC URL names it: "rooms.create". */
  path: string;
  type: ProcedureType;
  /** The input schema; z.undefined() for a procedure that takes none. */
  input: z.core.$ZodType;
}

interface ProcedureDef {
  _def: { type: ProcedureType; inputs: z.core.$ZodType[] };
}

/**
 * Every procedure of the app router, read from the router itself (tRPC v11 keeps them
 * flat by dotted path), so a procedure is fuzzed the day it is added.
 */
export function listProcedures(): ProcedureEntry[] {
  const procedures = appRouter._def.procedures as unknown as Record<string, ProcedureDef>;
  return Object.entries(procedures).map(([path, procedure]) => {
    const inputs = procedure._def.inputs;
    // tRPC merges chained .input() calls; an intersection says the same to the generator.
    const input = inputs.length === 0 ? z.undefined() : inputs.reduce((a, b) => z.intersection(a as z.ZodType, b as z.ZodType));
    return { path, type: procedure._def.type, input };
  });
}
