import { notFound } from 'next/navigation';

// Any other address under /console is a page that does not exist (not an API path): the
// console's not-found page, inside its frame, rather than the API's 404 body.
export default function Missing() {
  notFound();
}
