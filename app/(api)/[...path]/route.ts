import { unknownRoute } from '@/lib/api/http/route';

// Any v1 path no route matches: 404 in the v1 error body.
export const { GET, POST, PUT, PATCH, DELETE } = unknownRoute('v1');
