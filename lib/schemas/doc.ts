import { z } from 'zod';

/** A schema with the description the OpenAPI document shows for it. */
export const doc = <T extends z.ZodType>(schema: T, description: string) =>
  schema.meta({ description });

/** An optional string query parameter as the OpenAPI document lists it. */
export const queryDoc = (description: string) => doc(z.string().optional(), description);
