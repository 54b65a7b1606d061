import { apiRoute, endpoint } from '@/lib/api/http/route';
import { AppError } from '@/lib/errors';
import { OwnLocaleIn, OwnLocaleResponse } from '@/lib/schemas/user-locale';
import { readOwnLocale, setOwnLocale } from '@/lib/services/users';

// GET and PUT /v3/users/me/locale (ours): the calling user's language. The partner area and the
// sign-up pages are shown in it (English, German, French or Spanish; others fall back).
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary: "The calling user's locale, the language its pages are shown in (our operation)",
    reference: 'ours',
    responses: { 200: OwnLocaleResponse },
    handler: async ({ db, principal }) => {
      const locale = await readOwnLocale(db, principal.userId);
      if (locale === undefined) throw AppError.notFound('User');
      return { body: { data: { locale } } };
    },
  }),
  PUT: endpoint({
    summary: "Set the calling user's locale, the language its pages are shown in (our operation)",
    reference: 'ours',
    body: OwnLocaleIn,
    responses: { 200: OwnLocaleResponse },
    handler: async ({ db, principal, body }) => ({
      body: { data: await setOwnLocale(db, principal, body.locale) },
    }),
  }),
});
