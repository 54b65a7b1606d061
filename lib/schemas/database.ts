import { z } from 'zod';
import { YesOrNo } from './enums';
import { entityId, requiredText, wholeNumber } from './fields';
import { bulkBodies } from './bulk-body';

const MAX_ITEMS = 100;

const audience = {
  active: YesOrNo.optional(),
  female: wholeNumber(0, 100).optional(),
  male: wholeNumber(0, 100).optional(),
  min_age: wholeNumber(0, 150).optional(),
  max_age: wholeNumber(0, 150).optional(),
};

export const DatabaseCreateItemIn = z.object({
  creation_method: requiredText(255),
  database_name: requiredText(255),
  size: wholeNumber(0, 2_000_000_000),
  ...audience,
});
export const DatabaseUpdateItemIn = z.object({
  database_id: entityId(),
  creation_method: requiredText(255).optional(),
  database_name: requiredText(255).optional(),
  size: wholeNumber(0, 2_000_000_000).optional(),
  ...audience,
});

const databasesBody = bulkBodies('databases', 'database', MAX_ITEMS);

export const CreateDatabasesIn = databasesBody(DatabaseCreateItemIn);
export const UpdateDatabasesIn = databasesBody(DatabaseUpdateItemIn);
export type DatabaseCreateItemIn = z.output<typeof DatabaseCreateItemIn>;
export type DatabaseUpdateItemIn = z.output<typeof DatabaseUpdateItemIn>;

/** Audience rules checked on the merged record (an update may change one side only). max_age 0 means not stated. */
export function audienceProblems(d: {
  male: number;
  female: number;
  minAge: number;
  maxAge: number;
}) {
  const problems: { field: 'male' | 'max_age'; message: string }[] = [];
  if (d.male + d.female > 100)
    problems.push({ field: 'male', message: 'male and female together must not exceed 100' });
  if (d.maxAge > 0 && d.minAge > d.maxAge)
    problems.push({ field: 'max_age', message: 'max_age must not be lower than min_age' });
  return problems;
}
