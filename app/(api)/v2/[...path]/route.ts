import { unknownRoute } from '@/lib/api/http/route';

export const { GET, POST, PUT, PATCH, DELETE } = unknownRoute('v2');
