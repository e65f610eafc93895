import { z } from 'zod';
import { CLEANING_TYPES } from './cleaning-credits';

export { CLEANING_TYPES, DEFAULT_CLEANING_TYPE, DEFAULT_CREDITS, creditsFor } from './cleaning-credits';
export type { CleaningType, CreditsByCleaningType } from './cleaning-credits';
export const cleaningTypeSchema = z.enum(CLEANING_TYPES);
